/**
 * Failed terminal logins on the embedded broker (issue 21): per account and per client address,
 * the first few failures are answered at once, the next ones after a growing delay, and from
 * `lockAfter` failures on, every login (the right password too) is refused without checking it
 * until `lockMs` after the last failure. A success forgives the account, not the address.
 *
 * Kept in memory per server instance: the broker is hit hardest exactly when the database
 * should not be (a guesser sends hundreds of CONNECTs a second). With N instances behind one
 * address a guesser gets at most N times the attempts (ADR 0021).
 */
export interface TerminalThrottleLimits {
  /** Failures answered without delay. */
  freeFailures: number;
  /** The first delay after the free failures; it doubles with every failure. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** From this many failures on, refused without a password check. */
  lockAfter: number;
  /** The refusal lasts this long after the last failure; failures older than this are forgotten. */
  lockMs: number;
}

/** Per account: a terminal has one password, a few typos are normal, thousands are not. */
export const ACCOUNT_LIMITS: TerminalThrottleLimits = {
  freeFailures: 5,
  firstDelayMs: 500,
  maxDelayMs: 8000,
  lockAfter: 20,
  lockMs: 15 * 60_000,
};
/** Per address: a hospital's terminals often share one (NAT), so it allows far more. */
export const ADDRESS_LIMITS: TerminalThrottleLimits = {
  freeFailures: 50,
  firstDelayMs: 500,
  maxDelayMs: 8000,
  lockAfter: 200,
  lockMs: 15 * 60_000,
};

/** Entries kept per kind; the oldest go first (an attacker spraying addresses cannot grow it). */
const MAX_ENTRIES = 100_000;

interface Failures {
  count: number;
  lastAt: number;
}

/** The wait before answering the `count`-th failure: none for the free ones, then doubling to the cap. */
export function failureDelayMs(count: number, limits: TerminalThrottleLimits): number {
  if (count <= limits.freeFailures) return 0;
  return Math.min(limits.firstDelayMs * 2 ** (count - limits.freeFailures - 1), limits.maxDelayMs);
}

export type ThrottleVerdict =
  { refused: false } | { refused: true; by: 'account' | 'address'; untilMs: number };

export class TerminalLoginThrottle {
  private readonly accounts = new Map<string, Failures>();
  private readonly addresses = new Map<string, Failures>();

  constructor(
    private readonly now: () => number,
    private readonly limits: { account: TerminalThrottleLimits; address: TerminalThrottleLimits } = {
      account: ACCOUNT_LIMITS,
      address: ADDRESS_LIMITS,
    },
  ) {}

  /** Whether a login of `account` from `address` is refused outright (locked). */
  check(account: string, address: string): ThrottleVerdict {
    const byAccount = this.lockedUntil(this.accounts, account, this.limits.account);
    if (byAccount) return { refused: true, by: 'account', untilMs: byAccount };
    const byAddress = this.lockedUntil(this.addresses, address, this.limits.address);
    if (byAddress) return { refused: true, by: 'address', untilMs: byAddress };
    return { refused: false };
  }

  /** Counts a failure; returns how long to hold the answer, and the counts reached. */
  fail(
    account: string,
    address: string,
  ): { delayMs: number; accountFailures: number; addressFailures: number } {
    const a = this.bump(this.accounts, account, this.limits.account);
    const b = this.bump(this.addresses, address, this.limits.address);
    return {
      delayMs: Math.max(failureDelayMs(a, this.limits.account), failureDelayMs(b, this.limits.address)),
      accountFailures: a,
      addressFailures: b,
    };
  }

  /** The right password from an address that is not locked: the account's count starts again. */
  succeed(account: string) {
    this.accounts.delete(account);
  }

  private lockedUntil(map: Map<string, Failures>, key: string, limits: TerminalThrottleLimits): number {
    const entry = map.get(key);
    if (!entry || entry.count < limits.lockAfter) return 0;
    const until = entry.lastAt + limits.lockMs;
    if (until <= this.now()) {
      map.delete(key);
      return 0;
    }
    return until;
  }

  private bump(map: Map<string, Failures>, key: string, limits: TerminalThrottleLimits): number {
    const now = this.now();
    const entry = map.get(key);
    const count = entry && now - entry.lastAt < limits.lockMs ? entry.count + 1 : 1;
    map.delete(key); // re-inserted last: the Map's order is the age order
    if (map.size >= MAX_ENTRIES) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    map.set(key, { count, lastAt: now });
    return count;
  }
}
