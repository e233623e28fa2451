import type { BedStation } from '@console/contract/alarms';
import type { PresenceMap } from '../hooks/use-live-station';

/**
 * "No signal": nothing ever read, the terminal went offline, or its last reading is older than the
 * server's presence timeout (`silentAfterMs`, from the station), after which the server marks the
 * terminal offline anyway.
 */
export function hasNoSignal(
  station: BedStation,
  presence: PresenceMap,
  now: number,
  silentAfterMs: number,
): boolean {
  if (!station.at) return true;
  if (station.deviceAccountId !== null && presence[station.deviceAccountId] === false) return true;
  return now - Date.parse(station.at) > silentAfterMs;
}
