/**
 * Doctors in a room session's live view (ADR 0047): a console account is there while one of its
 * sockets is subscribed to `collaboration:{id}` (several tabs count once), in memory of this
 * instance, as the live streams' console viewers (ADR 28).
 */
export class SessionPresence {
  private readonly watching = new Map<number, Map<number, number>>();

  /** True when the account was not there yet. */
  add(sessionId: number, accountId: number): boolean {
    let accounts = this.watching.get(sessionId);
    if (!accounts) this.watching.set(sessionId, (accounts = new Map()));
    const tabs = accounts.get(accountId) ?? 0;
    accounts.set(accountId, tabs + 1);
    return tabs === 0;
  }

  /** True when the account's last tab left. */
  remove(sessionId: number, accountId: number): boolean {
    const accounts = this.watching.get(sessionId);
    const tabs = accounts?.get(accountId);
    if (!accounts || !tabs) return false;
    if (tabs > 1) {
      accounts.set(accountId, tabs - 1);
      return false;
    }
    accounts.delete(accountId);
    if (accounts.size === 0) this.watching.delete(sessionId);
    return true;
  }

  /** The accounts in the session's live view now. */
  of = (sessionId: number): ReadonlySet<number> => new Set(this.watching.get(sessionId)?.keys() ?? []);
}
