import { terminalStreamGroupDefinition } from '@console/contract/resources/terminal-streams';
import { engineResource } from '../../engine/resource';
import { terminalStreamGroups } from './tables';

/** Members are the group's own tenant's sources, deleted ones dropped (`sameTenant` reference). */
export const terminalStreamGroupResource = engineResource(
  terminalStreamGroupDefinition,
  terminalStreamGroups,
);
