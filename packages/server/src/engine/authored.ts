import type { MessageKey } from '@console/contract/i18n/messages';
import { Forbidden } from '../platform/errors';
import type { ResourceHooks } from './resource';

/**
 * Hooks of a record its writer owns (a care note, a file put at a bed): `field` is set from the
 * session on create, never from the request, and only that account changes or removes the row.
 */
export function authoredBy(
  field: string,
  notYours: MessageKey,
): Required<Pick<ResourceHooks, 'beforeCreate' | 'beforeUpdate' | 'beforeDelete'>> {
  const assertAuthor = (account: string, row: Record<string, unknown>) => {
    if (row[field] !== account) throw Forbidden(notYours);
  };
  return {
    beforeCreate: (_tx, caller, values) => ({ ...values, [field]: caller.account }),
    beforeUpdate(_tx, caller, values, before) {
      assertAuthor(caller.account, before);
      return values;
    },
    beforeDelete(_tx, caller, row) {
      assertAuthor(caller.account, row);
    },
  };
}
