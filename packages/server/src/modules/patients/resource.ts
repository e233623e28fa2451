import { patientDefinition } from '@console/contract/resources/patients';
import { engineResource } from '../../engine/resource';
import { patients } from './tables';

export const patientResource = engineResource(patientDefinition, patients);
