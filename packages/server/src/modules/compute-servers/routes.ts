import type { FastifyPluginAsync } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { accessAllows } from '@console/contract';
import { computeTelemetrySchema, type ComputeTelemetry } from '@console/contract/resources/compute-servers';
import type { ComputeRealtimeEvent } from '@console/contract/realtime';
import type { TerminalRef } from '../realtime/terminal-auth';
import { computeServers } from './tables';

/** One compute server's load is written (and announced) at most this often; the last one wins. */
const WRITE_EVERY_MS = 1000;

const liveColumns = {
  id: computeServers.id,
  customerId: computeServers.customerId,
  online: computeServers.online,
  currentLoad: computeServers.currentLoad,
  gpuPercent: computeServers.gpuPercent,
  cpuPercent: computeServers.cpuPercent,
  reportedAt: computeServers.reportedAt,
};
type LiveRow = {
  id: number;
  customerId: number;
  online: boolean;
  currentLoad: number;
  gpuPercent: number | null;
  cpuPercent: number | null;
  reportedAt: Date | null;
};

/**
 * Compute servers live (ADR 0035): a box is a device account of type `compute`, so the broker's
 * login, presence and telemetry are the terminals'. Its telemetry `{ load, gpu, cpu }` and its
 * presence changes are written to its row and announced on the console topic `compute`
 * (customer administrators of its company).
 */
const computeServerRoutes: FastifyPluginAsync = async (app) => {
  const announce = (rows: LiveRow[]) => {
    for (const row of rows) {
      const event: ComputeRealtimeEvent = {
        type: 'compute',
        customerId: row.customerId,
        server: {
          id: row.id,
          online: row.online,
          currentLoad: row.currentLoad,
          gpuPercent: row.gpuPercent,
          cpuPercent: row.cpuPercent,
          reportedAt: row.reportedAt ? row.reportedAt.toISOString() : null,
        },
      };
      app.realtime.publish(event);
    }
  };
  const fail = (error: unknown) => app.log.warn({ err: error }, 'compute server update failed');

  const write = async (terminal: TerminalRef, report: ComputeTelemetry, at: Date) => {
    const rows = await app.db
      .update(computeServers)
      .set({
        online: true,
        // A box reporting more than it is rated for shows full.
        currentLoad: sql`least(${report.load}, ${computeServers.maxPayload})`,
        gpuPercent: report.gpu ?? null,
        cpuPercent: report.cpu ?? null,
        reportedAt: at,
      })
      .where(
        and(
          eq(computeServers.customerId, terminal.customerId),
          eq(computeServers.deviceAccountId, terminal.id),
        ),
      )
      .returning(liveColumns);
    announce(rows);
  };

  const last = new Map<number, number>();
  const pending = new Map<number, { terminal: TerminalRef; report: ComputeTelemetry; at: Date }>();
  const timers = new Map<number, NodeJS.Timeout>();
  const flush = (id: number) => {
    timers.delete(id);
    const next = pending.get(id);
    if (!next) return;
    pending.delete(id);
    last.set(id, Date.now());
    write(next.terminal, next.report, next.at).catch(fail);
  };
  const stopTelemetry = app.realtime.onTelemetry((terminal, _at, data) => {
    const parsed = computeTelemetrySchema.safeParse(data);
    if (!parsed.success) return;
    pending.set(terminal.id, { terminal, report: parsed.data, at: app.jobs.now() });
    if (timers.has(terminal.id)) return;
    const wait = WRITE_EVERY_MS - (Date.now() - (last.get(terminal.id) ?? 0));
    if (wait <= 0) flush(terminal.id);
    else timers.set(terminal.id, setTimeout(() => flush(terminal.id), wait).unref());
  });

  // Every instance hears every presence change (the bus): only the one that changes the row announces.
  const stopPresence = app.realtime.bus.subscribe((event) => {
    if (event.type !== 'presence') return;
    app.db
      .update(computeServers)
      .set(event.online ? { online: true } : { online: false, currentLoad: 0 })
      .where(
        and(
          eq(computeServers.customerId, event.customerId),
          eq(computeServers.deviceAccountId, event.id),
          sql`${computeServers.online} is distinct from ${event.online}`,
        ),
      )
      .returning(liveColumns)
      .then(announce)
      .catch(fail);
  });

  app.realtime.guardTopic('compute', async (caller) => accessAllows(caller, 'customerAdmin'));

  app.addHook('onClose', async () => {
    stopTelemetry();
    stopPresence();
    for (const timer of timers.values()) clearTimeout(timer);
  });
};

export default computeServerRoutes;
