import { fuseMeetingDefinition } from '@console/contract/resources/fuse-meetings';
import { engineResource } from '../../engine/resource';
import { fuseMeetings } from './tables';

/** Converged-meeting gateways: a plain resource, every rule is in the definition. */
export const fuseMeetingResource = engineResource(fuseMeetingDefinition, fuseMeetings);
