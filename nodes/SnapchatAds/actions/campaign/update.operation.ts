import { CAMPAIGN } from '../adsEntities/entityTypes';
import { updateOperation } from '../adsEntities/resource';

export const { properties, execute } = updateOperation(CAMPAIGN);
