import { AD_SQUAD } from '../common/entityTypes';
import { deleteOperation } from '../adsEntities/resource';

export const { properties, execute } = deleteOperation(AD_SQUAD);
