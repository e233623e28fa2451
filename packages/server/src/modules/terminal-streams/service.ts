import { and, arrayOverlaps, asc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import {
  type AccountStreams,
  expandStreamAddress,
  effectiveRotation,
  MAX_WALL_TILES,
  STREAM_SETTINGS_DEFAULTS,
  STREAM_SOURCE_PAGE,
  type StreamKind,
  type StreamSettings,
  type StreamSettingsUpdate,
  type StreamSource,
  type StreamSourceQuery,
  type StreamTerminal,
  type StreamTerminalUpdate,
  type StreamTile,
  type StreamWall,
} from '@console/contract/resources/terminal-streams';
import type { Tx } from '../../db/client';
import { BadRequest, NotFound } from '../../platform/errors';
import { deviceAccounts } from '../device-accounts/tables';
import { customers } from '../../platform/identity-tables';
import { videoSources } from '../video-sources/tables';
import { terminalStreamGroups, terminalStreamSettings, terminalStreamTerminals } from './tables';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

// ---- settings ---------------------------------------------------------------------------------

/** A tenant's wall settings: its row, or the defaults, with the rotation the wall uses. */
export async function readSettings(tx: Tx, customerId: number): Promise<StreamSettings> {
  const [[row], [company]] = await Promise.all([
    tx.select().from(terminalStreamSettings).where(eq(terminalStreamSettings.customerId, customerId)),
    tx.select({ seconds: customers.pollingSeconds }).from(customers).where(eq(customers.id, customerId)),
  ]);
  const stored = row
    ? {
        tilesPerPage: row.tilesPerPage,
        rotationSeconds: row.rotationSeconds,
        stream: row.stream as StreamKind,
        showOffline: row.showOffline,
        addressTemplate: row.addressTemplate,
      }
    : STREAM_SETTINGS_DEFAULTS;
  const companyPollingSeconds = company?.seconds ?? null;
  return {
    ...stored,
    companyPollingSeconds,
    effectiveRotationSeconds: effectiveRotation(stored.rotationSeconds, companyPollingSeconds),
    updatedAt: iso(row?.updatedAt),
  };
}

/** Changes the fields sent; the first change stores the tenant's row. */
export async function saveSettings(
  tx: Tx,
  customerId: number,
  changes: StreamSettingsUpdate,
): Promise<{ before: StreamSettings; after: StreamSettings }> {
  const before = await readSettings(tx, customerId);
  await tx
    .insert(terminalStreamSettings)
    .values({ ...STREAM_SETTINGS_DEFAULTS, ...changes, customerId })
    .onConflictDoUpdate({
      target: terminalStreamSettings.customerId,
      set: { ...changes, updatedAt: new Date() },
    });
  return { before, after: await readSettings(tx, customerId) };
}

// ---- per terminal -----------------------------------------------------------------------------

async function terminalOf(tx: Tx, deviceAccountId: number) {
  const [terminal] = await tx
    .select({ id: deviceAccounts.id, customerId: deviceAccounts.customerId })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.id, deviceAccountId));
  // Another tenant's terminal is invisible under row-level security: the same answer as none.
  if (!terminal) throw NotFound('error.terminalNotFound');
  return terminal;
}

/** A terminal's monitoring settings; a terminal that never changed them is monitored as is. */
export async function readTerminal(tx: Tx, deviceAccountId: number): Promise<StreamTerminal> {
  await terminalOf(tx, deviceAccountId);
  const [row] = await tx
    .select()
    .from(terminalStreamTerminals)
    .where(eq(terminalStreamTerminals.deviceAccountId, deviceAccountId));
  return {
    deviceAccountId,
    monitored: row?.monitored ?? true,
    videoSourceId: row?.videoSourceId ?? null,
    streamAddress: row?.streamAddress ?? null,
    updatedAt: iso(row?.updatedAt),
  };
}

export async function saveTerminal(
  tx: Tx,
  deviceAccountId: number,
  changes: StreamTerminalUpdate,
): Promise<{ customerId: number; before: StreamTerminal; after: StreamTerminal }> {
  const terminal = await terminalOf(tx, deviceAccountId);
  if (changes.videoSourceId) {
    const [source] = await tx
      .select({ deviceAccountId: videoSources.deviceAccountId })
      .from(videoSources)
      .where(eq(videoSources.id, changes.videoSourceId));
    if (!source) throw BadRequest('error.streamSourceNotFound', 'videoSourceId');
    if (source.deviceAccountId !== deviceAccountId)
      throw BadRequest('error.sourceOfOtherTerminal', 'videoSourceId');
  }
  const before = await readTerminal(tx, deviceAccountId);
  await tx
    .insert(terminalStreamTerminals)
    .values({ ...changes, deviceAccountId, customerId: terminal.customerId })
    .onConflictDoUpdate({
      target: [terminalStreamTerminals.customerId, terminalStreamTerminals.deviceAccountId],
      set: { ...changes, updatedAt: new Date() },
    });
  return { customerId: terminal.customerId, before, after: await readTerminal(tx, deviceAccountId) };
}

// ---- the wall ---------------------------------------------------------------------------------

type Source = typeof videoSources.$inferSelect;
type Terminal = Pick<
  typeof deviceAccounts.$inferSelect,
  'id' | 'customerId' | 'account' | 'name' | 'deviceType' | 'enabled' | 'online' | 'lastSeenAt'
>;
type Override = typeof terminalStreamTerminals.$inferSelect;

const TERMINAL_COLUMNS = {
  id: deviceAccounts.id,
  customerId: deviceAccounts.customerId,
  account: deviceAccounts.account,
  name: deviceAccounts.name,
  deviceType: deviceAccounts.deviceType,
  enabled: deviceAccounts.enabled,
  online: deviceAccounts.online,
  lastSeenAt: deviceAccounts.lastSeenAt,
};

/** The source the "all streams" wall shows for a terminal: its preferred one, else its main one. */
export function monitoredSource(sources: readonly Source[], preferredId: number | null): Source | undefined {
  const enabled = sources.filter((source) => source.enabled);
  return (
    enabled.find((source) => source.id === preferredId) ??
    enabled.find((source) => source.primary) ??
    enabled[0]
  );
}

/** The address a terminal gave its monitored source, for that source only. */
function ownAddress(source: Source, override: Override | undefined, monitored: boolean): string | null {
  if (!override?.streamAddress) return null;
  const preferred = override.videoSourceId;
  return monitored || (preferred ? source.id === preferred : source.primary) ? override.streamAddress : null;
}

function tileOf(
  terminal: Terminal,
  source: Source | undefined,
  own: string | null,
  settings: StreamSettings,
): StreamTile {
  const stream: StreamKind = settings.stream === 'sub' && source?.subStreamEnabled ? 'sub' : 'main';
  const templated =
    source && settings.addressTemplate
      ? expandStreamAddress(settings.addressTemplate, {
          account: terminal.account,
          sourceId: source.id,
          source: source.type,
          stream,
        })
      : null;
  return {
    deviceAccountId: terminal.id,
    customerId: terminal.customerId,
    account: terminal.account,
    terminalName: terminal.name,
    deviceType: terminal.deviceType,
    enabled: terminal.enabled,
    online: terminal.online,
    lastSeenAt: iso(terminal.lastSeenAt),
    sourceId: source?.id ?? null,
    sourceName: source?.name ?? null,
    sourceType: source?.type ?? null,
    stream,
    resolution: source ? (stream === 'sub' ? source.subResolution : source.mainResolution) : null,
    address: own ?? templated,
  };
}

async function overridesOf(tx: Tx, terminalIds: readonly number[]): Promise<Map<number, Override>> {
  if (terminalIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(terminalStreamTerminals)
    .where(inArray(terminalStreamTerminals.deviceAccountId, [...terminalIds]));
  return new Map(rows.map((row) => [row.deviceAccountId, row]));
}

/** A group's streams in member order, leaving out terminals taken off monitoring. */
async function groupTiles(tx: Tx, sourceIds: readonly number[], settings: StreamSettings) {
  if (sourceIds.length === 0) return [];
  const rows = await tx
    .select({ source: videoSources, terminal: TERMINAL_COLUMNS })
    .from(videoSources)
    .innerJoin(deviceAccounts, eq(deviceAccounts.id, videoSources.deviceAccountId))
    .where(and(inArray(videoSources.id, [...sourceIds]), eq(videoSources.enabled, true)));
  const overrides = await overridesOf(tx, [...new Set(rows.map((row) => row.terminal.id))]);
  const byId = new Map(rows.map((row) => [row.source.id, row]));
  return sourceIds.flatMap((id) => {
    const row = byId.get(id);
    const override = row && overrides.get(row.terminal.id);
    if (!row || override?.monitored === false) return [];
    return [tileOf(row.terminal, row.source, ownAddress(row.source, override, false), settings)];
  });
}

/** Every monitored terminal (by name) with the source it is monitored with. */
async function allTiles(tx: Tx, settings: StreamSettings) {
  const terminals = await tx
    .select(TERMINAL_COLUMNS)
    .from(deviceAccounts)
    .leftJoin(terminalStreamTerminals, eq(terminalStreamTerminals.deviceAccountId, deviceAccounts.id))
    .where(or(isNull(terminalStreamTerminals.monitored), eq(terminalStreamTerminals.monitored, true)))
    .orderBy(asc(deviceAccounts.name), asc(deviceAccounts.account))
    .limit(MAX_WALL_TILES + 1);
  const shown = terminals.slice(0, MAX_WALL_TILES);
  const ids = shown.map((terminal) => terminal.id);
  const [sources, overrides] = await Promise.all([
    ids.length
      ? tx
          .select()
          .from(videoSources)
          .where(inArray(videoSources.deviceAccountId, ids))
          .orderBy(asc(videoSources.createdAt))
      : Promise.resolve([]),
    overridesOf(tx, ids),
  ]);
  const sourcesOf = new Map<number, Source[]>();
  for (const source of sources)
    sourcesOf.set(source.deviceAccountId, [...(sourcesOf.get(source.deviceAccountId) ?? []), source]);
  const tiles = shown.map((terminal) => {
    const override = overrides.get(terminal.id);
    const source = monitoredSource(sourcesOf.get(terminal.id) ?? [], override?.videoSourceId ?? null);
    return tileOf(terminal, source, source ? ownAddress(source, override, true) : null, settings);
  });
  return { tiles, truncated: terminals.length > MAX_WALL_TILES };
}

/** The wall: a group's streams, or every monitored terminal's, with the settings it runs by. */
export async function streamWall(
  tx: Tx,
  customerId: number,
  groupId: number | undefined,
): Promise<StreamWall> {
  const settings = await readSettings(tx, customerId);
  if (groupId === undefined) return { settings, group: null, ...(await allTiles(tx, settings)) };
  const [group] = await tx
    .select({
      id: terminalStreamGroups.id,
      name: terminalStreamGroups.name,
      ids: terminalStreamGroups.videoSourceIds,
    })
    .from(terminalStreamGroups)
    .where(eq(terminalStreamGroups.id, groupId));
  if (!group) throw NotFound();
  return {
    settings,
    group: { id: group.id, name: group.name },
    tiles: await groupTiles(tx, group.ids, settings),
    truncated: false,
  };
}

// ---- one terminal's streams --------------------------------------------------------------------

/**
 * A terminal's streams as the monitor shows them (device account tab `monitor`): each enabled
 * source as its tile, the one the "all streams" wall shows, and the groups that show it — none
 * while the terminal is taken off monitoring.
 */
export async function accountStreams(
  tx: Tx,
  customerId: number,
  deviceAccountId: number,
): Promise<AccountStreams> {
  const [terminal] = await tx
    .select(TERMINAL_COLUMNS)
    .from(deviceAccounts)
    .where(eq(deviceAccounts.id, deviceAccountId));
  if (!terminal) throw NotFound();
  const [settings, sources, overrides] = await Promise.all([
    readSettings(tx, customerId),
    tx
      .select()
      .from(videoSources)
      .where(eq(videoSources.deviceAccountId, deviceAccountId))
      .orderBy(asc(videoSources.createdAt)),
    overridesOf(tx, [deviceAccountId]),
  ]);
  const override = overrides.get(deviceAccountId);
  const monitored = override?.monitored !== false;
  const onWall = monitoredSource(sources, override?.videoSourceId ?? null);
  const enabled = sources.filter((source) => source.enabled);
  const groups =
    monitored && enabled.length
      ? await tx
          .select({
            id: terminalStreamGroups.id,
            name: terminalStreamGroups.name,
            ids: terminalStreamGroups.videoSourceIds,
          })
          .from(terminalStreamGroups)
          .where(
            arrayOverlaps(
              terminalStreamGroups.videoSourceIds,
              enabled.map((source) => source.id),
            ),
          )
          .orderBy(asc(terminalStreamGroups.sort), asc(terminalStreamGroups.name))
      : [];
  return {
    settings,
    monitored,
    streams: enabled.map((source) => ({
      tile: tileOf(terminal, source, ownAddress(source, override, false), settings),
      onWall: monitored && source.id === onWall?.id,
      groups: groups.filter((group) => group.ids.includes(source.id)).map(({ id, name }) => ({ id, name })),
    })),
  };
}

// ---- the group member picker ------------------------------------------------------------------

/** Sources named by their terminal: the chosen ones (`ids`), then those matching the keyword. */
export async function streamSources(tx: Tx, query: StreamSourceQuery): Promise<StreamSource[]> {
  const columns = {
    id: videoSources.id,
    name: videoSources.name,
    type: videoSources.type,
    primary: videoSources.primary,
    enabled: videoSources.enabled,
    deviceAccountId: videoSources.deviceAccountId,
    account: deviceAccounts.account,
    terminalName: deviceAccounts.name,
  };
  const base = () =>
    tx
      .select(columns)
      .from(videoSources)
      .innerJoin(deviceAccounts, eq(deviceAccounts.id, videoSources.deviceAccountId));
  const ids = query.ids ? query.ids.split(',').map(Number) : [];
  const filters: (SQL | undefined)[] = [];
  if (query.deviceAccountId) filters.push(eq(videoSources.deviceAccountId, query.deviceAccountId));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    filters.push(
      or(
        ilike(videoSources.name, pattern),
        ilike(deviceAccounts.name, pattern),
        ilike(deviceAccounts.account, pattern),
      ),
    );
  }
  const [chosen, found] = await Promise.all([
    ids.length ? base().where(inArray(videoSources.id, ids)) : Promise.resolve([]),
    base()
      .where(and(...filters))
      .orderBy(asc(deviceAccounts.name), asc(deviceAccounts.account), asc(videoSources.createdAt))
      .limit(STREAM_SOURCE_PAGE),
  ]);
  const seen = new Set(chosen.map((row) => row.id));
  return [...chosen, ...found.filter((row) => !seen.has(row.id))];
}
