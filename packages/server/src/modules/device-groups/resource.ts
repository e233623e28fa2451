import { deviceGroupDefinition } from '@console/contract/resources/device-groups';
import { engineResource } from '../../engine/resource';
import { deviceGroups } from './tables';

/**
 * Deleting a group removes the group and its memberships only; terminals are not touched. The
 * engine keeps members to the group's tenant and drops deleted terminals (`sameTenant` reference).
 */
export const deviceGroupResource = engineResource(deviceGroupDefinition, deviceGroups);
