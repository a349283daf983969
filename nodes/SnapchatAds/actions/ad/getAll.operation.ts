import { AD } from '../adsEntities/entityTypes';
import { getAllOperation } from '../adsEntities/resource';

export const { properties, execute } = getAllOperation(AD);
