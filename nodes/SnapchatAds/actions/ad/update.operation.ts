import { AD } from '../common/entityTypes';
import { updateOperation } from '../adsEntities/resource';

export const { properties, execute } = updateOperation(AD);
