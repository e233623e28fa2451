import { describe, expect, it } from 'vitest';
import { LivePresence } from '../../src/modules/live-chat/service';

/** Viewers held here and heard from other instances (ADR 28): the union, each once, silent instances forgotten. */
describe('live presence across instances', () => {
  const nurse = { kind: 'account' as const, id: 7, name: 'nurse' };
  const doctor = { kind: 'account' as const, id: 8, name: 'doctor' };
  const bedside = { kind: 'device' as const, id: 30, name: 'Bed 3' };

  it('counts local and announced viewers once each', () => {
    const presence = new LivePresence(() => 1000);
    presence.add(1, nurse);
    presence.hear('other', 5, 1, [nurse, doctor, bedside]);
    expect(presence.counts(1)).toEqual({ accounts: 2, devices: 1 });
    expect(presence.local(1)).toEqual([nurse]);
    expect(presence.has(1, bedside)).toBe(true);
    expect(presence.counts(2)).toEqual({ accounts: 0, devices: 0 });
  });

  it('takes an empty announcement as the instance holding nobody any more', () => {
    const presence = new LivePresence(() => 1000);
    presence.hear('other', 5, 1, [doctor]);
    presence.hear('other', 5, 1, []);
    expect(presence.viewers(1)).toEqual([]);
  });

  it('forgets what a silent instance announced, and says which streams changed', () => {
    let now = 1000;
    const presence = new LivePresence(() => now);
    presence.hear('gone', 5, 1, [doctor]);
    presence.hear('alive', 6, 2, [bedside]);
    now = 20_000;
    presence.hear('alive', 6, 2, [bedside]);
    now = 32_000;
    expect(presence.expire(30_000)).toEqual([{ customerId: 5, liveId: 1 }]);
    expect(presence.viewers(1)).toEqual([]);
    expect(presence.viewers(2)).toEqual([bedside]);
  });
});
