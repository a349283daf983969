import { CAMPAIGN } from '../adsEntities/entityTypes';
import { getOperation } from '../adsEntities/resource';

export const { properties, execute } = getOperation(CAMPAIGN);
