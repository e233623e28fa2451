import { collectionBoxDefinition } from '@console/contract/resources/collection-boxes';
import { engineResource } from '../../engine/resource';
import { bedInWard } from '../beds/rules';
import { collectionBoxes } from './tables';

/** A box's bed must be one of its ward's beds (the engine has checked both are the company's). */
export const collectionBoxResource = engineResource(collectionBoxDefinition, collectionBoxes, {
  beforeCreate: (tx, _caller, values) => bedInWard(tx, values),
  beforeUpdate: (tx, _caller, values, before) => bedInWard(tx, values, before),
});
