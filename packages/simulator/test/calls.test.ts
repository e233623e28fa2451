import { describe, expect, it } from 'vitest';
import { CallAgent, type CallBehaviour } from '../src/calls';

/** A call agent whose sends are recorded and whose delayed work runs when the test says. */
function agent(account: string, behaviour: Partial<CallBehaviour>, rolls: number[] = []) {
  const sent: object[] = [];
  const pending: (() => void)[] = [];
  const calls = new CallAgent(
    account,
    behaviour,
    (event) => sent.push(event),
    (run) => pending.push(run),
    () => rolls.shift() ?? 0.5,
  );
  const flush = () => pending.splice(0).forEach((run) => run());
  return { calls, sent, flush };
}
const summary = { callId: 7, groupId: 3, from: '1001', to: '1002' };

describe('simulated calls', () => {
  it('answer a ringing call as the behaviour says, after the ring time', () => {
    for (const answer of ['accept', 'reject'] as const) {
      const callee = agent('1002', { answer });
      callee.calls.hear({ type: 'callIncoming', ...summary, state: 'calling' });
      expect(callee.sent).toEqual([]);
      callee.flush();
      expect(callee.sent).toEqual([{ type: 'call', op: answer, callId: 7 }]);
      expect(callee.calls.current).toBe(7);
    }
    const ignoring = agent('1002', { answer: 'ignore' });
    ignoring.calls.hear({ type: 'callIncoming', ...summary, state: 'calling' });
    ignoring.flush();
    expect(ignoring.sent).toEqual([]);
  });

  it('decline a second call while in one, and mix answers in the demo', () => {
    const busy = agent('1002', { answer: 'accept' });
    busy.calls.hear({ type: 'callIncoming', ...summary, state: 'calling' });
    busy.calls.hear({ type: 'callIncoming', ...summary, callId: 8, state: 'calling' });
    expect(busy.sent).toEqual([{ type: 'call', op: 'reject', callId: 8 }]);
    const mixed = agent('1002', { answer: 'mixed' }, [0.1, 0.2, 0.9]);
    for (const callId of [1, 2, 3]) {
      mixed.calls.hear({ type: 'callIncoming', ...summary, callId, state: 'calling' });
      mixed.calls.hear({ type: 'callState', ...summary, callId, state: 'cancel' });
    }
    mixed.flush();
    expect(mixed.sent).toEqual([
      { type: 'call', op: 'reject', callId: 1 },
      { type: 'call', op: 'accept', callId: 3 },
    ]);
  });

  it('as the caller: place, start media once accepted, hang up after the talk time, then idle', async () => {
    const caller = agent('1001', { talkMs: 1000 });
    const placed = caller.calls.place('1002', 3);
    expect(caller.sent).toEqual([{ type: 'call', op: 'apply', to: '1002', groupId: 3, ref: '1001-1' }]);
    caller.calls.hear({ type: 'callState', ...summary, state: 'calling', ref: '1001-1' });
    await expect(placed).resolves.toMatchObject({ callId: 7, state: 'calling' });
    expect(caller.calls.current).toBe(7);
    caller.calls.hear({ type: 'callState', ...summary, state: 'accepted' });
    expect(caller.sent.at(-1)).toEqual({ type: 'call', op: 'start', callId: 7 });
    caller.calls.hear({ type: 'callState', ...summary, state: 'start' });
    caller.flush();
    expect(caller.sent.at(-1)).toEqual({ type: 'call', op: 'hangup', callId: 7 });
    caller.calls.hear({ type: 'callState', ...summary, state: 'finish' });
    expect(caller.calls.current).toBeNull();
    // A refusal answers the placing too, and leaves it idle.
    const refused = caller.calls.place('1009', 3);
    caller.calls.hear({ type: 'callRefused', to: '1009', error: 'error.callBusy', ref: '1001-2' });
    await expect(refused).resolves.toMatchObject({ type: 'callRefused', error: 'error.callBusy' });
    expect(caller.calls.current).toBeNull();
  });

  it('keep other messages for the terminal', () => {
    expect(agent('1001', {}).calls.hear({ type: 'schoolNotice' })).toBe(false);
  });
});
