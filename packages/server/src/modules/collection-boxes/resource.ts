import { collectionBoxDefinition } from '@console/contract/resources/collection-boxes';
import { engineResource } from '../../engine/resource';
import { collectionBoxes } from './tables';

export const collectionBoxResource = engineResource(collectionBoxDefinition, collectionBoxes);
