import {
  SCHOOL_MESSAGE_RECIPIENT_FIELDS,
  schoolMessageDefinition,
} from '@console/contract/resources/school-messages';
import { engineResource, type Values } from '../../engine/resource';
import { BadRequest, FieldsInvalid } from '../../platform/errors';
import { cancelJob, scheduleJob } from '../../platform/jobs/runner';
import { schoolMessages } from './tables';

export const JOB_SCHOOL_MESSAGE = 'school-message-send';
export const messageJobKey = (id: number) => `school-message:${id}`;

const empty = (list: unknown) => !Array.isArray(list) || list.length === 0;

/**
 * School notifications on the engine. A new one is scheduled (a send time ahead) or sent now by
 * the durable job `school-message-send`; only a scheduled one changes (moving its job) or is
 * cancelled (dropping it). The server keeps state, send time and the counts.
 */
export function schoolMessageResource({ now }: { now: () => Date }) {
  const sendTime = (values: Values): Date | null => {
    if (typeof values.sendAt !== 'string') return null;
    const at = new Date(values.sendAt);
    if (at.getTime() <= now().getTime()) throw BadRequest('error.schoolMessageSendAtPast', 'sendAt');
    return at;
  };
  return engineResource(schoolMessageDefinition, schoolMessages, {
    beforeCreate(_tx, _caller, values) {
      const at = sendTime(values);
      return {
        ...values,
        sendAt: at,
        state: at ? 'scheduled' : 'sending',
        sentAt: null,
        recipientCount: 0,
        readCount: 0,
      };
    },
    async afterCreate(tx, _caller, row) {
      const runAt = row.sendAt instanceof Date ? row.sendAt : now();
      await scheduleJob(tx, {
        kind: JOB_SCHOOL_MESSAGE,
        key: messageJobKey(row.id),
        runAt,
        payload: { messageId: row.id },
      });
    },
    async beforeUpdate(tx, _caller, values, before) {
      if (values.state === 'cancelled') {
        await cancelJob(tx, messageJobKey(before.id));
        return values;
      }
      if (before.state !== 'scheduled') throw BadRequest('error.schoolMessageLocked');
      if (SCHOOL_MESSAGE_RECIPIENT_FIELDS.every((field) => empty(values[field] ?? before[field])))
        throw FieldsInvalid({ groupIds: 'validation.schoolMessageRecipients' });
      if (!('sendAt' in values)) return values;
      const at = sendTime(values);
      if (!at) throw BadRequest('error.schoolMessageSendAtPast', 'sendAt');
      await scheduleJob(tx, {
        kind: JOB_SCHOOL_MESSAGE,
        key: messageJobKey(before.id),
        runAt: at,
        payload: { messageId: before.id },
      });
      return { ...values, sendAt: at };
    },
    async beforeDelete(tx, _caller, row) {
      await cancelJob(tx, messageJobKey(row.id));
    },
  });
}
