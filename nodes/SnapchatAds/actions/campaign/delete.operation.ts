import { CAMPAIGN } from '../common/entityTypes';
import { deleteOperation } from '../adsEntities/resource';

export const { properties, execute } = deleteOperation(CAMPAIGN);
