import { and, eq, ne, sql } from 'drizzle-orm';
import { SERVER_DEFINITIONS, selectionGroup, type ServerKind } from '@console/contract/resources/servers';
import type { Tx } from '../../db/client';
import { engineResource, type EngineResource, type Values } from '../../engine/resource';
import { recordLog } from '../../platform/audit';
import { BadRequest } from '../../platform/errors';
import { maskSecret, type SecretBox } from '../../platform/secrets';
import { servers } from './tables';

/** API field -> column, where a kind calls a column otherwise (a stream server's public IP). */
const RENAMED: Partial<Record<ServerKind, Record<string, string>>> = { stream: { publicIp: 'ip' } };

/** The password as stored (sealed) and shown (its hint); an empty one clears both. */
function sealPassword(secrets: SecretBox, values: Values): Values {
  const out = { ...values };
  if (!('password' in out)) return out;
  const given = out.password;
  if (typeof given === 'string' && given !== '') {
    out.password = secrets.seal(given);
    out.passwordHint = maskSecret(given);
  } else if (given === null) {
    out.password = null;
    out.passwordHint = null;
  } else delete out.password;
  return out;
}

/**
 * SPEC §5 "only one storage, monitor or VOD server can be selected at a time": selecting a row
 * deselects the others of its group in the same transaction, under a lock that orders concurrent
 * selections (the partial unique index `servers_one_selected_key` backs it).
 */
async function settleSelection(
  tx: Tx,
  kind: ServerKind,
  merged: Values,
  asked: boolean,
  id?: number,
): Promise<Values> {
  const group = selectionGroup(kind, merged.streamType);
  if (!merged.selected) return { selectGroup: group, selected: false };
  if (!group) {
    // Asked to select a server that cannot be; one that stopped being VOD is simply deselected.
    if (asked) throw BadRequest('error.serverNotSelectable', 'selected');
    return { selectGroup: null, selected: false };
  }
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('servers-select'))`);
  await tx
    .update(servers)
    .set({ selected: false, updatedAt: new Date() })
    .where(
      and(eq(servers.selectGroup, group), eq(servers.selected, true), id ? ne(servers.id, id) : undefined),
    );
  return { selectGroup: group, selected: true };
}

/** The UDP range of the row as it will be (an update may send one end). */
function checkRange(merged: Values) {
  const start = merged.udpPortStart;
  const end = merged.udpPortEnd;
  if ((start == null) !== (end == null))
    throw BadRequest('validation.portRange', start == null ? 'udpPortStart' : 'udpPortEnd');
  if (typeof start === 'number' && typeof end === 'number' && start > end)
    throw BadRequest('validation.portRange', 'udpPortEnd');
}

/** One kind of server on the engine: its rows of the shared table. */
function serverResource(kind: ServerKind, secrets: SecretBox): EngineResource {
  const definition = SERVER_DEFINITIONS[kind];
  const selectable = 'selected' in definition.fields;
  return engineResource(
    definition,
    servers,
    {
      where: () => eq(servers.kind, kind),
      async beforeCreate(tx, _caller, values) {
        const out = sealPassword(secrets, { ...values, kind });
        checkRange(out);
        return selectable ? { ...out, ...(await settleSelection(tx, kind, out, true)) } : out;
      },
      async beforeUpdate(tx, _caller, values, before) {
        const out = sealPassword(secrets, values);
        const merged = { ...before, ...out };
        checkRange(merged);
        if (!selectable) return out;
        // The selection changes only when this update touches it or the stream type.
        if (!('selected' in out) && !('streamType' in out)) return out;
        return { ...out, ...(await settleSelection(tx, kind, merged, out.selected === true, before.id)) };
      },
      ...(selectable
        ? {
            actions: {
              /** `POST …/{id}/select`: this one becomes the selected server of its group. */
              async select(tx, caller, row) {
                const values = await settleSelection(tx, kind, { ...row, selected: true }, true, row.id);
                const [after] = await tx
                  .update(servers)
                  .set({ ...values, updatedAt: new Date() })
                  .where(eq(servers.id, row.id))
                  .returning({ id: servers.id, selected: servers.selected });
                await recordLog(tx, caller, {
                  action: 'select',
                  resource: definition.key,
                  resourceId: row.id,
                  before: { selected: row.selected },
                  after: { selected: after?.selected ?? true },
                });
                return { id: row.id, selected: true };
              },
            },
          }
        : {}),
    },
    RENAMED[kind] ?? {},
  );
}

interface ServerResourceOptions {
  secrets: SecretBox;
}

export function streamServerResource(options: ServerResourceOptions) {
  return serverResource('stream', options.secrets);
}
export function rtcServerResource(options: ServerResourceOptions) {
  return serverResource('rtc', options.secrets);
}
export function mqttServerResource(options: ServerResourceOptions) {
  return serverResource('mqtt', options.secrets);
}
export function monitorMqttServerResource(options: ServerResourceOptions) {
  return serverResource('monitorMqtt', options.secrets);
}
export function storageServerResource(options: ServerResourceOptions) {
  return serverResource('storage', options.secrets);
}
export function liveServerResource(options: ServerResourceOptions) {
  return serverResource('live', options.secrets);
}
export function whiteboardServerResource(options: ServerResourceOptions) {
  return serverResource('whiteboard', options.secrets);
}
export function databaseServerResource(options: ServerResourceOptions) {
  return serverResource('database', options.secrets);
}
export function monitorStreamServerResource(options: ServerResourceOptions) {
  return serverResource('monitorStream', options.secrets);
}
export function transmitServerResource(options: ServerResourceOptions) {
  return serverResource('transmit', options.secrets);
}
