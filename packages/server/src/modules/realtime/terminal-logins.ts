import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { terminalTopic, TERMINAL_PUBLISH, TERMINAL_SUBSCRIBE } from '@console/contract/realtime';
import type { Db, Tx } from '../../db/client';
import { afterCommit } from '../../platform/db';
import { deviceAccounts } from '../device-accounts/tables';
import { DynsecControl, type DynsecCommand, type DynsecResponse } from './dynsec';

/**
 * One role per terminal: Mosquitto 2.0's dynsec does not substitute `%u` in ACL topics (checked
 * against 2.0.11), so a tenant-wide role cannot say "only your own account".
 */
export const terminalRole = (account: string) => `terminal-${account}`;
/** The server's own client: it publishes every terminal's cmd and reads every terminal topic. */
const SERVER_ROLE = 'console-server';
interface Acl {
  acltype: string;
  topic: string;
  allow: boolean;
}
const SERVER_ACLS: Acl[] = [
  { acltype: 'publishClientSend', topic: 't/#', allow: true },
  { acltype: 'publishClientReceive', topic: 't/#', allow: true },
  { acltype: 'subscribePattern', topic: 't/#', allow: true },
];
/** Commands per control message at start (10,000 terminals: 50 messages). */
const BATCH = 200;
/** Accounts named in the start-up report of terminals without a broker login. */
const REPORT_SAMPLE = 20;

function terminalAcls(customerId: number, account: string) {
  return [
    ...TERMINAL_PUBLISH.map((channel) => ({
      acltype: 'publishClientSend',
      topic: terminalTopic(customerId, account, channel),
      allow: true,
    })),
    ...TERMINAL_SUBSCRIBE.map((channel) => ({
      acltype: 'subscribeLiteral',
      topic: terminalTopic(customerId, account, channel),
      allow: true,
    })),
  ];
}

const enabledCommand = (account: string, enabled: boolean): DynsecCommand => ({
  command: enabled ? 'enableClient' : 'disableClient',
  username: account,
});

/** Errors that mean "already as wanted" for the command that reports them. */
const ALREADY: Record<string, string> = {
  createRole: 'Role already exists',
  createClient: 'Client already exists',
  deleteClient: 'Client not found',
  deleteRole: 'Role not found',
};

export interface ReconcileReport {
  /** Terminal logins kept on the broker. */
  logins: number;
  removed: number;
  enabledOrDisabled: number;
  /** Accounts the broker has no login for. */
  withoutLogin: string[];
}

interface BrokerClient {
  username: string;
  disabled?: boolean;
  roles?: { rolename: string }[];
}

/** The live provisioners of this process (one per server with MQTT_DYNSEC). */
const active = new Set<TerminalLogins>();

/**
 * A device account was created, changed, enabled/disabled or deleted: once the transaction
 * commits, its broker login follows. `password` is the plaintext of a create or password change;
 * it goes to the broker and nowhere else.
 */
export function terminalLoginChanged(tx: Tx, account: string, password?: unknown) {
  if (active.size === 0) return;
  const plaintext = typeof password === 'string' ? password : undefined;
  afterCommit(tx, () => {
    for (const logins of active) void logins.sync(account, plaintext);
  });
}

/**
 * Terminal logins on an external Mosquitto (`MQTT_DYNSEC`): each device account is a dynsec
 * client (username = account) with its own role allowing exactly its topics; defaults deny the
 * rest. The broker then authenticates terminals and enforces the ACL itself.
 */
export class TerminalLogins {
  /** Per account, the last sync in flight: syncs of one account run in order. */
  private readonly queue = new Map<string, Promise<void>>();

  private constructor(
    private readonly control: DynsecControl,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Connects as the dynsec admin of `url`, denies by default what no role allows, and gives the
   * server's own user full access to terminal topics. Throws (the server does not start) when the
   * broker has no Dynamic Security plugin or the user is no admin.
   */
  static async start(url: string, db: Db, log: FastifyBaseLogger): Promise<TerminalLogins> {
    const username = decodeURIComponent(new URL(url).username);
    const control = await DynsecControl.connect(url, (error) =>
      log.error({ err: error }, 'dynsec connection error'),
    );
    const logins = new TerminalLogins(control, db, log);
    try {
      await logins.execute([
        {
          command: 'setDefaultACLAccess',
          acls: [
            { acltype: 'publishClientSend', allow: false },
            { acltype: 'publishClientReceive', allow: true },
            { acltype: 'subscribe', allow: false },
            { acltype: 'unsubscribe', allow: true },
          ],
        },
        { command: 'createRole', rolename: SERVER_ROLE },
      ]);
      const missing = await logins.serverAccessMissing(username);
      if (missing.length > 0) {
        // Changing a user's roles disconnects its clients, this connection too: the answer may be
        // lost, so the result is read back instead.
        await control.run(missing).catch(() => undefined);
        if ((await logins.serverAccessMissing(username)).length > 0)
          throw new Error(`MQTT_DYNSEC: could not give "${username}" access to the terminal topics`);
      }
    } catch (error) {
      await control.close();
      throw error;
    }
    active.add(logins);
    return logins;
  }

  /** The commands that would give the server's user its role and the role its ACLs; none when done. */
  private async serverAccessMissing(username: string): Promise<DynsecCommand[]> {
    const [role, client] = await this.control.runAgain([
      { command: 'getRole', rolename: SERVER_ROLE },
      { command: 'getClient', username },
    ]);
    const acls = (role?.data as { role?: { acls?: Acl[] } } | undefined)?.role?.acls ?? [];
    const roles = (client?.data as { client?: BrokerClient } | undefined)?.client?.roles ?? [];
    const key = (acl: Acl) => `${acl.acltype} ${acl.topic} ${acl.allow}`;
    const have = new Set(acls.map(key));
    const missing: DynsecCommand[] = [];
    // Only when different: modifying a role disconnects every client that has it (other instances).
    if (acls.length !== SERVER_ACLS.length || !SERVER_ACLS.every((acl) => have.has(key(acl))))
      missing.push({ command: 'modifyRole', rolename: SERVER_ROLE, acls: SERVER_ACLS });
    if (!roles.some((r) => r.rolename === SERVER_ROLE))
      missing.push({ command: 'addClientRole', username, rolename: SERVER_ROLE });
    return missing;
  }

  /** Bring one account's broker login in line with its row (read after the commit). */
  sync(account: string, password?: string): Promise<void> {
    const previous = this.queue.get(account) ?? Promise.resolve();
    const next = previous
      .then(() => this.apply(account, password))
      .catch((error: unknown) =>
        this.log.error({ err: error, account }, 'provisioning a terminal login on the MQTT broker failed'),
      );
    this.queue.set(account, next);
    void next.finally(() => {
      if (this.queue.get(account) === next) this.queue.delete(account);
    });
    return next;
  }

  /** Resolves when every sync asked for so far has finished. */
  async settled(): Promise<void> {
    while (this.queue.size > 0) await Promise.all(this.queue.values());
  }

  private async apply(account: string, password: string | undefined) {
    const [row] = await this.db
      .select({ customerId: deviceAccounts.customerId, enabled: deviceAccounts.enabled })
      .from(deviceAccounts)
      .where(eq(deviceAccounts.account, account))
      .limit(1);
    if (!row) {
      await this.execute(removal(account));
      return;
    }
    if (password === undefined) {
      const [answer] = await this.execute([enabledCommand(account, row.enabled)], { quiet: true });
      if (answer?.error === 'Client not found') this.reportUnknown([account]);
      else if (answer?.error) this.logError(enabledCommand(account, row.enabled), answer.error);
      return;
    }
    const role = terminalRole(account);
    await this.execute([
      { command: 'createRole', rolename: role },
      // The role may be left from an earlier account of this name: its ACLs are set, not added.
      { command: 'modifyRole', rolename: role, acls: terminalAcls(row.customerId, account) },
      { command: 'createClient', username: account },
      { command: 'modifyClient', username: account, password, roles: [{ rolename: role }] },
      enabledCommand(account, row.enabled),
    ]);
  }

  /**
   * At start: logins of deleted accounts are removed, enabled/disabled made to match, and the
   * accounts the broker has no login for (created before MQTT_DYNSEC was on) reported once —
   * their password is only known when it is set, so they need a password reset.
   */
  async reconcile(): Promise<ReconcileReport> {
    const clients = await this.listClients();
    const ours = clients.filter((c) => c.roles?.some((r) => r.rolename === terminalRole(c.username)));
    const rows = await this.db
      .select({ account: deviceAccounts.account, enabled: deviceAccounts.enabled })
      .from(deviceAccounts);
    const enabledOf = new Map(rows.map((r) => [r.account, r.enabled]));
    const commands: DynsecCommand[] = [];
    let removed = 0;
    let changed = 0;
    for (const client of ours) {
      const enabled = enabledOf.get(client.username);
      if (enabled === undefined) {
        commands.push(...removal(client.username));
        removed += 1;
      } else if (enabled === Boolean(client.disabled)) {
        commands.push(enabledCommand(client.username, enabled));
        changed += 1;
      }
    }
    for (let i = 0; i < commands.length; i += BATCH) await this.execute(commands.slice(i, i + BATCH));
    const provisioned = new Set(ours.map((c) => c.username));
    const unknown = rows.filter((r) => !provisioned.has(r.account)).map((r) => r.account);
    if (unknown.length > 0) this.reportUnknown(unknown);
    const report = {
      logins: ours.length - removed,
      removed,
      enabledOrDisabled: changed,
      withoutLogin: unknown,
    };
    this.log.info(
      { ...report, withoutLogin: unknown.length },
      'terminal logins on the MQTT broker reconciled',
    );
    return report;
  }

  async close(): Promise<void> {
    active.delete(this);
    await this.settled();
    await this.control.close();
  }

  private async listClients(): Promise<BrokerClient[]> {
    const all: BrokerClient[] = [];
    for (;;) {
      const [answer] = await this.execute([
        { command: 'listClients', verbose: true, count: 1000, offset: all.length },
      ]);
      const data = answer?.data as { totalCount: number; clients: BrokerClient[] } | undefined;
      if (!data) return all;
      all.push(...data.clients);
      if (data.clients.length === 0 || all.length >= data.totalCount) return all;
    }
  }

  private reportUnknown(accounts: string[]) {
    this.log.warn(
      { count: accounts.length, accounts: accounts.slice(0, REPORT_SAMPLE) },
      'device accounts without a login on the MQTT broker (created before MQTT_DYNSEC was on, or provisioning failed): their terminals are refused until their password is reset in the console',
    );
  }

  /** Runs a batch; each error is logged with its command (never the password), unless it means "already so". */
  private async execute(
    commands: DynsecCommand[],
    options: { quiet?: boolean } = {},
  ): Promise<DynsecResponse[]> {
    const responses = await this.control.run(commands);
    if (!options.quiet) {
      responses.forEach((response, i) => {
        const command = commands[i];
        if (command && response.error && ALREADY[response.command] !== response.error)
          this.logError(command, response.error);
      });
    }
    return responses;
  }

  private logError(command: DynsecCommand, error: string) {
    this.log.error(
      { command: command.command, username: command.username, rolename: command.rolename, error },
      'dynsec command failed',
    );
  }
}

const removal = (account: string): DynsecCommand[] => [
  { command: 'deleteClient', username: account },
  { command: 'deleteRole', rolename: terminalRole(account) },
];
