import { eq, lt } from 'drizzle-orm';
import {
  PROBE_HISTORY_HOURS,
  type ServerKind,
  type ServerProbe,
} from '@console/contract/resources/descriptions/servers';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../platform/secrets';
import { probe, type ProbeOutcome, type ProbeTarget } from './probe';
import { serverProbes, servers } from './tables';

export const JOB_SERVER_PROBE = 'server-probe';
/** One pending probe round at a time, whatever the number of server instances. */
export const SERVER_PROBE_KEY = 'server-probe';
/** Servers probed at once. */
const CONCURRENCY = 16;

type ServerRow = typeof servers.$inferSelect;

/** The default port of a stream address's scheme. */
const SCHEME_PORTS: Record<string, number> = {
  'rtmp:': 1935,
  'rtmps:': 443,
  'rtsp:': 554,
  'http:': 80,
  'https:': 443,
};

/**
 * How a row is probed (ADR 0029): communication servers with an MQTT CONNECT, database servers
 * with `select 1` under their login, live servers with their status page (nginx-rtmp `/stat`),
 * whiteboards with an HTTP GET of `/` on their HTTP port; the rest (and those without an HTTP
 * port) with a TCP connect. A monitor stream server is reached at its push address.
 */
export function targetOf(row: ServerRow, secrets: SecretBox): ProbeTarget | { error: string } {
  const kind = row.kind as ServerKind;
  if (kind === 'monitorStream') {
    try {
      const url = new URL(row.pushAddress ?? '');
      const port = Number(url.port) || SCHEME_PORTS[url.protocol];
      if (!port) return { error: `cannot probe ${url.protocol} addresses` };
      return { protocol: 'tcp', host: url.hostname, port };
    } catch {
      return { error: 'no valid push address' };
    }
  }
  if (!row.ip || !row.port) return { error: 'no address to probe' };
  const host = row.ip;
  if (kind === 'mqtt' || kind === 'monitorMqtt') return { protocol: 'mqtt', host, port: row.port };
  if (kind === 'database') {
    let password: string | undefined;
    try {
      password = row.password ? secrets.open(row.password) : undefined;
    } catch {
      return { error: 'the stored password cannot be read with this install’s key' };
    }
    return {
      protocol: 'postgres',
      host,
      port: row.port,
      user: row.loginAccount ?? undefined,
      password,
      database: row.databaseName ?? undefined,
    };
  }
  if ((kind === 'live' || kind === 'whiteboard') && row.httpPort)
    return { protocol: 'http', host, port: row.httpPort, path: kind === 'live' ? '/stat' : '/' };
  return { protocol: 'tcp', host, port: row.port };
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}

export interface ProbeRoundResult {
  probes: ServerProbe[];
  /** Servers that were up (or never checked) and are down now. */
  wentDown: Set<number>;
}

/**
 * One round: probe every server, store each outcome on its row and in the history, drop history
 * older than 24 h. Rows deleted meanwhile are skipped.
 */
export async function probeServers(db: Db, secrets: SecretBox, now: () => Date): Promise<ProbeRoundResult> {
  const rows = await db.select().from(servers);
  const outcomes = await inBatches(rows, CONCURRENCY, async (row) => {
    const target = targetOf(row, secrets);
    const outcome: ProbeOutcome =
      'error' in target ? { up: false, latencyMs: null, error: target.error } : await probe(target);
    return { row, outcome };
  });
  const checkedAt = now();
  const probes: ServerProbe[] = [];
  const wentDown = new Set<number>();
  for (const { row, outcome } of outcomes) {
    const error = outcome.up ? null : outcome.error;
    const [updated] = await db
      .update(servers)
      .set({
        probeStatus: outcome.up ? 'up' : 'down',
        latencyMs: outcome.latencyMs,
        lastError: error,
        checkedAt,
      })
      .where(eq(servers.id, row.id))
      .returning({ id: servers.id });
    if (!updated) continue;
    await db.insert(serverProbes).values({
      serverId: row.id,
      up: outcome.up,
      latencyMs: outcome.latencyMs,
      error,
      checkedAt,
    });
    if (!outcome.up && row.probeStatus !== 'down') wentDown.add(row.id);
    probes.push({
      serverId: row.id,
      kind: row.kind as ServerKind,
      name: row.name,
      status: outcome.up ? 'up' : 'down',
      latencyMs: outcome.latencyMs,
      error,
      checkedAt: checkedAt.toISOString(),
    });
  }
  const horizon = new Date(checkedAt.getTime() - PROBE_HISTORY_HOURS * 3600_000);
  await db.delete(serverProbes).where(lt(serverProbes.checkedAt, horizon));
  return { probes, wentDown };
}
