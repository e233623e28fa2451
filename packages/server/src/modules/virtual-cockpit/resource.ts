import { or, eq } from 'drizzle-orm';
import {
  callGroupDefinition,
  callLogDefinition,
  chatPhraseDefinition,
} from '@console/contract/resources/virtual-cockpit';
import { engineResource } from '../../engine/resource';
import { FieldsInvalid } from '../../platform/errors';
import { callGroups, callLogs, chatPhrases } from './tables';

/**
 * Call groups on the engine (members and chairman of the group's company: `sameTenant`). The
 * chairman is one of the members, also when an update changes only one of the two.
 */
export const callGroupResource = engineResource(callGroupDefinition, callGroups, {
  beforeUpdate(_tx, _caller, values, before) {
    const members = (values.deviceAccountIds ?? before.deviceAccountIds) as number[];
    const chairman = ('chairmanId' in values ? values.chairmanId : before.chairmanId) as number | null;
    if (chairman && !members.includes(chairman))
      throw FieldsInvalid({ chairmanId: 'validation.callChairmanMember' });
    return values;
  },
});

/** The call log: written by the calls (service.ts), listed, searched and exported here. */
export const callLogResource = engineResource(callLogDefinition, callLogs, {
  filters: {
    // Either side of the call.
    terminalId: (value) => or(eq(callLogs.callerId, Number(value)), eq(callLogs.calleeId, Number(value)))!,
  },
});

/** Chat terminology: plain engine rows in `sort` order. */
export const chatPhraseResource = engineResource(chatPhraseDefinition, chatPhrases);
