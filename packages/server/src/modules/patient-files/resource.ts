import { patientFileDefinition } from '@console/contract/resources/patient-files';
import { authoredBy } from '../../engine/authored';
import { engineResource } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import type { FileStore } from '../uploads/storage';
import { patientFiles } from './tables';

const authored = authoredBy('uploadedBy', 'error.patientFileNotYours');

/**
 * The file must be one uploaded for a patient file by the row's own tenant and still pass its
 * content check; the uploader is the session's account, and only the uploader removes it.
 */
export function patientFileResource(options: { files: FileStore }) {
  const assertFile = async (file: unknown, customerId: number) => {
    if (typeof file !== 'string' || !(await options.files.holds(file, customerId, 'patientFile')))
      throw BadRequest('error.patientFileUpload', 'file');
  };
  return engineResource(patientFileDefinition, patientFiles, {
    ...authored,
    async beforeCreate(tx, caller, values) {
      await assertFile(values.file, values.customerId as number);
      return authored.beforeCreate(tx, caller, values);
    },
    async beforeUpdate(tx, caller, values, before) {
      if (values.file !== undefined) await assertFile(values.file, before.customerId as number);
      return authored.beforeUpdate(tx, caller, values, before);
    },
  });
}
