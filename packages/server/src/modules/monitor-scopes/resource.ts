import { and, eq } from 'drizzle-orm';
import { monitorScopeDefinition, type MonitorSubject } from '@console/contract/resources/monitor-scopes';
import type { Tx } from '../../db/client';
import { engineResource, type Values } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import { subjectTenant } from '../visit-settings/resource';
import { monitorScopes } from './tables';

/** A camera watches one bed; a terminal or a member watches the beds of wards. */
function assertShape(merged: Values) {
  const wardIds = (merged.wardIds as number[] | null | undefined) ?? [];
  if (merged.subject === 'camera') {
    if (wardIds.length > 0) throw BadRequest('error.cameraWatchesOneBed', 'wardIds');
  } else if (typeof merged.bedId === 'number') {
    throw BadRequest('error.scopeWardsOnly', 'bedId');
  }
}

/** A subject's scope goes with it: its own delete calls this in the same transaction. */
export async function deleteMonitorScope(tx: Tx, subject: MonitorSubject, customerId: number, id: number) {
  await tx
    .delete(monitorScopes)
    .where(
      and(
        eq(monitorScopes.customerId, customerId),
        eq(monitorScopes.subject, subject),
        eq(monitorScopes.subjectId, id),
      ),
    );
}

/**
 * Which beds a terminal, member or camera watches (one row per subject, made on the first save):
 * the subject must be the company's; the engine keeps the wards and the bed to it.
 */
export const monitorScopeResource = engineResource(monitorScopeDefinition, monitorScopes, {
  async beforeCreate(tx, caller, values) {
    const customerId = await subjectTenant(
      tx,
      caller,
      values.subject as MonitorSubject,
      values.subjectId as number,
      'error.monitorSubjectNotFound',
    );
    assertShape(values);
    return { ...values, customerId };
  },
  beforeUpdate(_tx, _caller, values, before) {
    assertShape({ ...before, ...values });
    return values;
  },
});
