import { AD_SQUAD } from '../adsEntities/entityTypes';
import { getOperation } from '../adsEntities/resource';

export const { properties, execute } = getOperation(AD_SQUAD);
