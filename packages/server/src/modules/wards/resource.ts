import { wardDefinition } from '@console/contract/resources/wards';
import { engineResource } from '../../engine/resource';
import { wards } from './tables';

export const wardResource = engineResource(wardDefinition, wards);
