import { registrationDefinition } from '@console/contract/resources/registrations';
import { visitDefinition } from '@console/contract/resources/visits';
import { engineResource } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import type { ResourceOptions } from '../../resources';
import { noticeBooking, noticeRegistration } from '../visit-notices/service';
import { codeShownOnce, showCodeOnce, storeVisitCode } from '../visit-codes/service';
import { pushVisitEvent } from '../data-push/visits';
import { bookVisit } from './service';
import { visitRegistrations, visits } from './tables';

/**
 * Family registrations: created pending; `approve` is the engine's transition (pending only),
 * rejection with a reason is a route of this area. The family's details stay editable while pending.
 */
export function registrationResource(options: ResourceOptions) {
  return engineResource(registrationDefinition, visitRegistrations, {
    beforeCreate: (_tx, _caller, values) => ({ ...values, state: 'pending', reason: null, decidedAt: null }),
    beforeUpdate: async (tx, _caller, values, before) => {
      if (values.state === 'approved') {
        await noticeRegistration(tx, before.id, 'registrationApproved', options.now());
        return { ...values, decidedAt: new Date() };
      }
      if (before.state !== 'pending') throw BadRequest('error.registrationNotPending');
      return values;
    },
  });
}

/**
 * Visits: the engine lists and books them (the booking rules in `bookVisit`); a booked visit is
 * never edited or deleted, its state moves through this area's action route only.
 */
export function visitResource(options: ResourceOptions) {
  return engineResource(visitDefinition, visits, {
    beforeCreate: async (tx, _caller, values) => {
      const booked = await bookVisit(
        tx,
        values as { registrationId: number; visitType?: string; startsAt: string },
        options.now(),
      );
      const { id } = await noticeBooking(tx, booked, options.now());
      await pushVisitEvent(
        tx,
        'visit.booked',
        { ...booked, id, customerId: values.customerId as number },
        options.now(),
      );
      await storeVisitCode(tx, id, values.customerId as number, booked.code);
      showCodeOnce(tx, id, booked.code);
      // Only the code's hash is kept (visit-codes); the answer to this booking shows it once.
      return { ...values, ...booked, id, code: '' };
    },
    present: (tx, _caller, rows) => rows.map((row) => ({ ...row, code: codeShownOnce(tx, row.id) })),
    beforeUpdate: () => {
      throw BadRequest('error.visitNotEditable');
    },
    beforeDelete: () => {
      throw BadRequest('error.visitNotEditable');
    },
  });
}
