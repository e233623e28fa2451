import type { StreamTile } from '@console/contract/resources/terminal-streams';
import { routePath } from '@/engine/route-paths';

type Terminal = Pick<StreamTile, 'deviceAccountId' | 'terminalName' | 'customerId' | 'deviceType'>;

/** The device account tab `streamMonitor` (SPEC accounts/edit/{accountId}/{accountName}/{customerId}/{accountTypeName}). */
export function streamTerminalPath(terminal: Terminal): string {
  const pattern =
    routePath('accountStreamMonitorSetting') ??
    '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName/streamMonitor';
  return pattern
    .replace(':accountId', String(terminal.deviceAccountId))
    .replace(':accountName', encodeURIComponent(terminal.terminalName))
    .replace(':customerId', String(terminal.customerId))
    .replace(':accountTypeName', encodeURIComponent(terminal.deviceType));
}
