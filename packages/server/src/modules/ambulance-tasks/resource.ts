import { ambulanceTaskDefinition } from '@console/contract/resources/ambulance-tasks';
import type { TaskState } from '@console/contract/resources/descriptions/ambulance-tasks';
import { engineResource } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import type { ResourceOptions } from '../../resources';
import { checkVehicleFree, nextTaskNumber } from './service';
import { ambulanceTasks } from './tables';

/** States in which a task may be deleted (not under way). */
const DELETABLE: readonly TaskState[] = ['created', 'closed', 'cancelled'];

/**
 * Emergency tasks on the engine (ADR 0045): the number is made here, the state and its times only
 * by the moves (`POST …/{id}/transition`, the terminal, the geofences). The ambulance is one of
 * the company's vehicles on no other open task, changed only before dispatch; a closed or
 * cancelled task is kept as it is.
 */
export function ambulanceTaskResource(options: ResourceOptions) {
  return engineResource(ambulanceTaskDefinition, ambulanceTasks, {
    beforeCreate: async (tx, caller, values) => {
      const customerId = (values.customerId as number | undefined) ?? caller.customerId;
      if (typeof values.vehicleId === 'number') await checkVehicleFree(tx, customerId, values.vehicleId);
      return { ...values, state: 'created', number: await nextTaskNumber(tx, customerId, options.now()) };
    },
    beforeUpdate: async (tx, _caller, values, before) => {
      const state = before.state as TaskState;
      if (state === 'closed' || state === 'cancelled') throw BadRequest('error.taskFinal');
      if ('vehicleId' in values && (values.vehicleId ?? null) !== (before.vehicleId ?? null)) {
        if (state !== 'created') throw BadRequest('error.taskVehicleLocked', 'vehicleId');
        if (typeof values.vehicleId === 'number')
          await checkVehicleFree(tx, before.customerId as number, values.vehicleId, before.id);
      }
      return values;
    },
    beforeDelete: (_tx, _caller, row) => {
      if (!DELETABLE.includes(row.state as TaskState)) throw BadRequest('error.taskActiveDelete');
    },
  });
}
