import { userLogDefinition } from '@console/contract/resources/user-logs';
import { engineResource } from '../../engine/resource';
import { userLogs } from '../../platform/audit-tables';

/**
 * The user log (SPEC /setting/userLog), served read-only by the engine: its list (filters by
 * account prefix, action, object, time range and, for the platform, company), one entry, and its
 * export. `recordLog` (platform/audit.ts) writes it inside each audited transaction.
 */
export const userLogResource = engineResource(userLogDefinition, userLogs);
