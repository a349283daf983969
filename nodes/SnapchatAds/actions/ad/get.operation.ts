import { AD } from '../common/entityTypes';
import { getOperation } from '../adsEntities/resource';

export const { properties, execute } = getOperation(AD);
