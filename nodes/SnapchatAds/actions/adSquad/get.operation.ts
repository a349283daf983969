import { AD_SQUAD } from '../common/entityTypes';
import { getOperation } from '../adsEntities/resource';

export const { properties, execute } = getOperation(AD_SQUAD);
