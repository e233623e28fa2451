import { eq } from 'drizzle-orm';
import { qcStatisticsTaskDefinition } from '@console/contract/resources/qc-statistics';
import { engineResource, type EngineResource, type Row, type Values } from '../../engine/resource';
import { present } from '../../engine/service';
import { recordLog } from '../../platform/audit';
import { BadRequest } from '../../platform/errors';
import { scheduleCount } from './service';
import { qcStatisticsTasks } from './tables';

/** Stored range values as dates (the API sends ISO 8601 text). */
function dated(values: Values): Values {
  const out = { ...values };
  for (const key of ['from', 'to'] as const)
    if (typeof out[key] === 'string') out[key] = new Date(out[key] as string);
  return out;
}

/** A task starts (again) from nothing: counting, no progress, no result or error. */
const RESTART = { state: 'counting', progress: 0, result: null, error: null } as const;

/**
 * QC statistics tasks on the engine. Creating a task schedules its count (`qc.statistics` job, in
 * the same transaction); an edit counts it again; `retry` restarts a failed task.
 */
export function qcStatisticsTaskResource(options: { now: () => Date }) {
  const { now } = options;
  const resource: EngineResource = engineResource(qcStatisticsTaskDefinition, qcStatisticsTasks, {
    beforeCreate: (_tx, _caller, values) => ({ ...dated(values), ...RESTART }),
    async afterCreate(tx, _caller, row) {
      await scheduleCount(tx, row.id, now());
    },
    async beforeUpdate(tx, _caller, values, before) {
      await scheduleCount(tx, before.id, now());
      return { ...dated(values), ...RESTART };
    },
    actions: {
      async retry(tx, caller, row) {
        if (row.state !== 'failed') throw BadRequest('error.transitionNotAllowed');
        const [updated] = await tx
          .update(qcStatisticsTasks)
          .set({ ...RESTART, updatedAt: new Date() })
          .where(eq(qcStatisticsTasks.id, row.id))
          .returning();
        await scheduleCount(tx, row.id, now());
        await recordLog(tx, caller, {
          action: 'retry',
          resource: 'qcStatisticsTasks',
          resourceId: row.id,
          before: { state: row.state, error: row.error },
          after: { state: 'counting' },
          customerId: row.customerId as number,
        });
        return present(resource, updated as unknown as Row);
      },
    },
  });
  return resource;
}
