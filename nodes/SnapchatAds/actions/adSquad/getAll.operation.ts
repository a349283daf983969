import { AD_SQUAD } from '../common/entityTypes';
import { getAllOperation } from '../adsEntities/resource';

export const { properties, execute } = getAllOperation(AD_SQUAD);
