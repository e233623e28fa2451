import { bedDefinition } from '@console/contract/resources/beds';
import { engineResource } from '../../engine/resource';
import { beds } from './tables';

export const bedResource = engineResource(bedDefinition, beds);
