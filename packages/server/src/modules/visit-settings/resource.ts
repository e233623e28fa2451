import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { USER_TYPES } from '@console/contract';
import type { MessageKey } from '@console/contract/i18n/messages';
import {
  visitPeriodIssues,
  visitSettingDefinition,
  type VisitSubject,
} from '@console/contract/resources/visit-settings';
import type { Tx } from '../../db/client';
import { engineResource, type Values } from '../../engine/resource';
import type { Caller } from '../../platform/caller';
import { BadRequest } from '../../platform/errors';
import { enabledApplicationKeys } from '../applications/service';
import { deviceAccounts } from '../device-accounts/tables';
import { users } from '../../platform/identity-tables';
import { networkCameras } from '../network-cameras/tables';
import { visitSettings } from './tables';

/** Where each kind of subject lives (members are users of type 3, docs/adr/0005). */
const SUBJECTS: Record<
  VisitSubject,
  { table: PgTable; id: AnyPgColumn; customerId: AnyPgColumn; where?: SQL }
> = {
  camera: { table: networkCameras, id: networkCameras.id, customerId: networkCameras.customerId },
  device: { table: deviceAccounts, id: deviceAccounts.id, customerId: deviceAccounts.customerId },
  member: {
    table: users,
    id: users.id,
    customerId: users.customerId,
    where: eq(users.userType, USER_TYPES.member),
  },
};

/**
 * The tenant of the subject a setting is for (a visit setting, a monitor scope). Another tenant's
 * camera, member or device reads as missing, like a wrong id, refused with `notFound`; a platform
 * administrator writes into the subject's own tenant.
 */
export async function subjectTenant(
  tx: Tx,
  caller: Caller,
  subject: VisitSubject,
  id: number,
  notFound: MessageKey = 'error.visitSubjectNotFound',
): Promise<number> {
  const target = SUBJECTS[subject];
  const [row] = (await tx
    .select({ customerId: target.customerId })
    .from(target.table)
    .where(
      and(
        eq(target.id, id),
        target.where,
        caller.isPlatform ? undefined : eq(target.customerId, caller.customerId),
      ),
    )
    .limit(1)) as { customerId: number }[];
  if (!row) throw BadRequest(notFound, 'subjectId');
  return row.customerId;
}

/**
 * Visit settings are an ICU family visitation setting (catalogue tabs with requiresApp icu): a
 * tenant without that application can only switch visiting off.
 */
async function assertVisits(tx: Tx, customerId: number, values: Values, merged: Values) {
  const onlySwitchesOff = Object.entries(values).every(([key, value]) => key === 'visitAllowed' && !value);
  if (!onlySwitchesOff && !(await enabledApplicationKeys(tx, customerId)).includes('icu'))
    throw BadRequest('error.icuNotEnabled', 'visitAllowed');
  const [issue] = visitPeriodIssues(merged);
  if (issue) throw BadRequest(issue.message, issue.path);
}

/** A subject's settings go with it: its own delete calls this in the same transaction. */
export async function deleteVisitSettings(tx: Tx, subject: VisitSubject, customerId: number, id: number) {
  await tx
    .delete(visitSettings)
    .where(
      and(
        eq(visitSettings.customerId, customerId),
        eq(visitSettings.subject, subject),
        eq(visitSettings.subjectId, id),
      ),
    );
}

export const visitSettingResource = engineResource(visitSettingDefinition, visitSettings, {
  async beforeCreate(tx, caller, values) {
    const customerId = await subjectTenant(
      tx,
      caller,
      values.subject as VisitSubject,
      values.subjectId as number,
    );
    await assertVisits(tx, customerId, values, values);
    return { ...values, customerId };
  },
  async beforeUpdate(tx, _caller, values, before) {
    await assertVisits(tx, before.customerId as number, values, { ...before, ...values });
    return values;
  },
});
