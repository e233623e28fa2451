import type { GpsTelemetry } from '@console/contract/resources/ambulance-fleet';
import type { TerminalRef } from '../realtime/terminal-auth';

/**
 * What another ambulance part hears of each GPS fix after the geofence check (ADR 0045): the fix,
 * when it was stamped, and the hospitals whose geofence it entered. Called in each terminal's
 * fix order, after the geofence events were stored.
 */
export type FixListener = (
  terminal: TerminalRef,
  at: Date,
  fix: GpsTelemetry,
  enteredHospitalIds: readonly number[],
) => Promise<void>;

/** The fleet's listeners of fixes: the fleet part calls them, the task part adds one. */
export class FixListeners {
  private readonly listeners = new Set<FixListener>();

  on(listener: FixListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async emit(...args: Parameters<FixListener>): Promise<void> {
    for (const listener of this.listeners) await listener(...args);
  }
}
