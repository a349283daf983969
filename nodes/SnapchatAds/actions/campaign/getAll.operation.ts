import { CAMPAIGN } from '../common/entityTypes';
import { getAllOperation } from '../adsEntities/resource';

export const { properties, execute } = getAllOperation(CAMPAIGN);
