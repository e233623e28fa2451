import { liveFileDefinition } from '@console/contract/resources/live-files';
import { engineResource } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import type { ResourceOptions } from '../../resources';
import { liveFiles } from './tables';

/** A shared file must be one the row's own company uploaded for a live file, still passing its check. */
export function liveFileResource(options: ResourceOptions) {
  const assertFile = async (file: unknown, customerId: number) => {
    if (typeof file !== 'string' || !(await options.files.holds(file, customerId, 'liveFile')))
      throw BadRequest('error.liveFileUpload', 'file');
  };
  return engineResource(liveFileDefinition, liveFiles, {
    async beforeCreate(_tx, _caller, values) {
      await assertFile(values.file, values.customerId as number);
      return values;
    },
    async beforeUpdate(_tx, _caller, values, before) {
      if (values.file !== undefined) await assertFile(values.file, before.customerId as number);
      return values;
    },
  });
}
