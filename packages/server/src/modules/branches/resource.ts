import { branchDefinition } from '@console/contract/resources/branches';
import { engineResource } from '../../engine/resource';
import { branches } from './tables';

export const branchResource = engineResource(branchDefinition, branches);
