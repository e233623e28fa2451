import { and, asc, eq, ne } from 'drizzle-orm';
import { videoSourceDefinition } from '@console/contract/resources/video-sources';
import type { Tx } from '../../db/client';
import { engineResource, type Row, type Values } from '../../engine/resource';
import type { Caller } from '../../platform/caller';
import { BadRequest, Conflict } from '../../platform/errors';
import { deviceAccounts } from '../device-accounts/tables';
import { videoSources } from './tables';

/**
 * The terminal a source belongs to, locked: the rules below look at its other sources, and two
 * requests on the same terminal must not both decide "I am the first, so I am the main one".
 * Another tenant's terminal is simply not there (explicit filter, row-level security behind it).
 */
async function lockTerminal(tx: Tx, caller: Caller, id: number): Promise<{ id: number; customerId: number }> {
  const [terminal] = await tx
    .select({ id: deviceAccounts.id, customerId: deviceAccounts.customerId })
    .from(deviceAccounts)
    .where(
      and(
        eq(deviceAccounts.id, id),
        caller.isPlatform ? undefined : eq(deviceAccounts.customerId, caller.customerId),
      ),
    )
    .for('update');
  if (!terminal) throw BadRequest('error.deviceAccountNotFound', 'deviceAccountId');
  return terminal;
}

const ofTerminal = (terminalId: number) => eq(videoSources.deviceAccountId, terminalId);

/** SPEC §8: one source of each type per terminal. */
async function assertTypeFree(tx: Tx, terminalId: number, type: unknown, exceptId?: number) {
  const [clash] = await tx
    .select({ id: videoSources.id })
    .from(videoSources)
    .where(
      and(
        ofTerminal(terminalId),
        eq(videoSources.type, String(type)),
        exceptId === undefined ? undefined : ne(videoSources.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw Conflict('error.sourceTypeExists', 'type');
}

/** The main flag moves: whichever source held it gives it up (same transaction). */
async function clearPrimary(tx: Tx, terminalId: number) {
  await tx
    .update(videoSources)
    .set({ primary: false, updatedAt: new Date() })
    .where(and(ofTerminal(terminalId), eq(videoSources.primary, true)));
}

async function hasPrimary(tx: Tx, terminalId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: videoSources.id })
    .from(videoSources)
    .where(and(ofTerminal(terminalId), eq(videoSources.primary, true)))
    .limit(1);
  return Boolean(row);
}

/** SPEC §8: the main source cannot be disabled. */
function assertMainEnabled(primary: unknown, enabled: unknown) {
  if (primary === true && enabled === false) throw BadRequest('error.primarySourceDisable', 'enabled');
}

/**
 * Exactly one main source per terminal: the first source becomes the main one, choosing another
 * moves the flag, the main one cannot be un-flagged or disabled, and deleting it hands the flag
 * to the oldest enabled source that remains.
 */
export const videoSourceResource = engineResource(videoSourceDefinition, videoSources, {
  async beforeCreate(tx, caller, values: Values) {
    const terminal = await lockTerminal(tx, caller, values.deviceAccountId as number);
    await assertTypeFree(tx, terminal.id, values.type);
    let primary = values.primary === true;
    if (!(await hasPrimary(tx, terminal.id))) primary = true;
    assertMainEnabled(primary, values.enabled);
    if (primary) await clearPrimary(tx, terminal.id);
    // A platform administrator adds to the terminal's tenant, not to the platform organisation.
    return { ...values, customerId: terminal.customerId, primary };
  },
  async beforeUpdate(tx, caller, values, before: Row) {
    const terminalId = before.deviceAccountId as number;
    await lockTerminal(tx, caller, terminalId);
    if (values.type !== undefined && values.type !== before.type)
      await assertTypeFree(tx, terminalId, values.type, before.id);
    if (before.primary === true && values.primary === false)
      throw BadRequest('error.primarySourceRequired', 'primary');
    assertMainEnabled(values.primary ?? before.primary, values.enabled ?? before.enabled);
    if (values.primary === true && before.primary !== true) await clearPrimary(tx, terminalId);
    return values;
  },
  async beforeDelete(tx, caller, row) {
    if (row.primary !== true) return;
    const terminalId = row.deviceAccountId as number;
    await lockTerminal(tx, caller, terminalId);
    const others = await tx
      .select({ id: videoSources.id, enabled: videoSources.enabled })
      .from(videoSources)
      .where(and(ofTerminal(terminalId), ne(videoSources.id, row.id)))
      .orderBy(asc(videoSources.createdAt), asc(videoSources.id));
    if (others.length === 0) return;
    const heir = others.find((source) => source.enabled);
    // Only disabled sources left: the operator decides which one to enable as the main one.
    if (!heir) throw BadRequest('error.primarySourceRequired');
    await clearPrimary(tx, terminalId);
    await tx
      .update(videoSources)
      .set({ primary: true, updatedAt: new Date() })
      .where(eq(videoSources.id, heir.id));
  },
});
