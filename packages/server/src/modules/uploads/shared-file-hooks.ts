import type { UploadPurpose } from '@console/contract/uploads';
import type { MessageKey } from '@console/contract/i18n/messages';
import type { ResourceHooks } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import type { FileStore } from './storage';

/**
 * Engine hooks of a resource whose `file` field is an upload (a room's or a live stream's shared
 * file): it must be one the row's own company uploaded for `purpose`, still passing its check.
 */
export function sharedFileHooks(
  files: FileStore,
  purpose: UploadPurpose,
  refusal: MessageKey,
): Pick<ResourceHooks, 'beforeCreate' | 'beforeUpdate'> {
  const assertFile = async (file: unknown, customerId: number) => {
    if (typeof file !== 'string' || !(await files.holds(file, customerId, purpose)))
      throw BadRequest(refusal, 'file');
  };
  return {
    async beforeCreate(_tx, _caller, values) {
      await assertFile(values.file, values.customerId as number);
      return values;
    },
    async beforeUpdate(_tx, _caller, values, before) {
      if (values.file !== undefined) await assertFile(values.file, before.customerId as number);
      return values;
    },
  };
}
