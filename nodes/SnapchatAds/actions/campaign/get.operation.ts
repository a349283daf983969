import { CAMPAIGN } from '../common/entityTypes';
import { getOperation } from '../adsEntities/resource';

export const { properties, execute } = getOperation(CAMPAIGN);
