import { UPLOAD_RULES } from '../../upload-rules';
import { WARD_STAFF_ACCESS, describeResource, type Label } from '../describe';
import { patientField } from './ward-bed-fields';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * A patient's documents put at the bed screen: a report, a letter, a photo or a scan (PDF, PNG or
 * JPG). The file is patient data: it is served only through `patientFiles/{id}/content`, behind
 * the session and the tenant wall. Only the uploader removes it.
 */
export const patientFileDescription = describeResource({
  key: 'patientFiles',
  scope: 'tenant',
  title: l('患者文件', 'Patient file'),
  titleField: 'title',
  fields: {
    patientId: patientField,
    title: { kind: 'text', label: l('标题', 'Title'), column: true, sortable: true, filter: 'like' },
    file: {
      kind: 'file',
      label: l('文件', 'File'),
      upload: UPLOAD_RULES.patientFile,
      help: l('PDF、PNG 或 JPG，不超过 20 MB', 'PDF, PNG or JPG, at most 20 MB'),
    },
    uploadedBy: { kind: 'text', label: l('上传人', 'Uploaded by'), column: true, readOnly: true },
  },
  search: ['title'],
  defaultSort: '-createdAt',
  access: { ...WARD_STAFF_ACCESS, delete: 'staff' },
});
