import type { CallNotice, CallOp, ChatPhrasesNotice } from '@console/contract/resources/virtual-cockpit';

/**
 * How a simulated terminal answers calls that ring on it (ADR 0037); `mixed` (the demo's): mostly
 * answers, sometimes declines or lets it ring out.
 */
export type CallAnswer = 'accept' | 'reject' | 'ignore' | 'mixed';

/** A simulated terminal's part in virtual-cockpit calls. */
export interface CallBehaviour {
  /** What it does when a call rings: answer, decline, or let it ring until it times out. */
  answer: CallAnswer;
  /** Milliseconds it rings before the terminal answers or declines. */
  answerMs: number;
  /**
   * Milliseconds a call it placed lasts once media started before it hangs up; negative: it
   * never hangs up by itself (a test does).
   */
  talkMs: number;
  /** Chance per telemetry tick that an idle terminal calls one of its peers (the demo's). */
  placeRate: number;
}

export const DEFAULT_CALLS: CallBehaviour = { answer: 'accept', answerMs: 1500, talkMs: 8000, placeRate: 0 };

/** Where a terminal may call: a call group and the accounts of the group it may ring. */
export interface CallPeers {
  groupId: number;
  accounts: readonly string[];
}

type Send = (event: object) => void;
type Later = (run: () => void, ms: number) => void;

/**
 * The call side of a simulated terminal: places calls (`apply`), answers those ringing on it as its
 * behaviour says, starts media once its call is accepted and hangs up after the talk time. Every
 * notice it hears is kept in `notices`, in order.
 */
export class CallAgent {
  readonly notices: CallNotice[] = [];
  behaviour: CallBehaviour;
  /** The call it is in now (ringing, answered or talking), if any. */
  current: number | null = null;
  private serial = 0;
  private readonly waiters: { ref: string; resolve: (notice: CallNotice) => void }[] = [];
  private readonly phraseWaiters: ((phrases: string[]) => void)[] = [];
  /** The company's chat phrases as last sent, in order. */
  phrases: string[] = [];

  constructor(
    private readonly account: string,
    behaviour: Partial<CallBehaviour> | undefined,
    private readonly send: Send,
    private readonly later: Later,
    private readonly random: () => number = Math.random,
  ) {
    this.behaviour = { ...DEFAULT_CALLS, ...behaviour };
  }

  /** Call `to` in `groupId`: resolves with the server's first answer (`callState` calling, or `callRefused`). */
  place(to: string, groupId: number, timeoutMs = 5000): Promise<CallNotice> {
    const ref = `${this.account}-${++this.serial}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to the call of ${to}`)), timeoutMs);
      this.waiters.push({
        ref,
        resolve: (notice) => {
          clearTimeout(timer);
          resolve(notice);
        },
      });
      this.send({ type: 'call', op: 'apply', to, groupId, ref });
    });
  }

  /** Move a call it is part of (answer, decline, cancel, start media, hang up). */
  op(callId: number, op: Exclude<CallOp, 'timeout'>) {
    this.send({ type: 'call', op, callId });
  }

  /** Ask for the company's chat phrases: resolves with them, in their order. */
  chatPhrases(timeoutMs = 5000): Promise<string[]> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no chat phrases came')), timeoutMs);
      this.phraseWaiters.push((phrases) => {
        clearTimeout(timer);
        resolve(phrases);
      });
      this.send({ type: 'chatPhrases' });
    });
  }

  /** A notice of the virtual cockpit (a call's, the chat phrases: true), or something else (false). */
  hear(message: { type?: unknown; [key: string]: unknown }): boolean {
    if (message.type === 'chatPhrases') {
      this.phrases = [...(message as unknown as ChatPhrasesNotice).phrases];
      this.phraseWaiters.splice(0).forEach((resolve) => resolve(this.phrases));
      return true;
    }
    if (message.type !== 'callIncoming' && message.type !== 'callState' && message.type !== 'callRefused')
      return false;
    const notice = message as unknown as CallNotice;
    this.notices.push(notice);
    if ('ref' in notice && notice.ref) {
      const waiter = this.waiters.findIndex((w) => w.ref === notice.ref);
      if (waiter >= 0) this.waiters.splice(waiter, 1)[0]!.resolve(notice);
    }
    if (notice.type === 'callIncoming') this.ring(notice.callId);
    if (notice.type === 'callState') this.follow(notice);
    return true;
  }

  /** The demo: now and then an idle terminal calls a random peer of one of its groups. */
  maybePlace(peers: readonly CallPeers[] | undefined) {
    const random = this.random;
    if (!peers?.length || this.current !== null || random() >= this.behaviour.placeRate) return;
    const group = peers[Math.floor(random() * peers.length)]!;
    const others = group.accounts.filter((account) => account !== this.account);
    if (!others.length) return;
    const to = others[Math.floor(random() * others.length)]!;
    this.place(to, group.groupId).catch(() => undefined);
  }

  private ring(callId: number) {
    if (this.current !== null && this.current !== callId) {
      this.op(callId, 'reject');
      return;
    }
    this.current = callId;
    const { answerMs } = this.behaviour;
    let answer = this.behaviour.answer;
    if (answer === 'mixed') {
      const roll = this.random();
      answer = roll < 0.15 ? 'reject' : roll < 0.3 ? 'ignore' : 'accept';
    }
    if (answer === 'ignore') return;
    this.later(() => this.op(callId, answer), answerMs);
  }

  private follow(notice: Extract<CallNotice, { type: 'callState' }>) {
    const mine = notice.from === this.account;
    if (notice.state === 'calling' && mine) this.current = notice.callId;
    else if (notice.state === 'accepted' && mine) this.op(notice.callId, 'start');
    else if (notice.state === 'start' && mine && this.behaviour.talkMs >= 0)
      this.later(() => this.op(notice.callId, 'hangup'), this.behaviour.talkMs);
    else if (!['calling', 'accepted', 'start'].includes(notice.state) && this.current === notice.callId)
      this.current = null;
  }
}
