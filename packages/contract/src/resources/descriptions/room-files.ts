import { UPLOAD_RULES } from '../../upload-rules';
import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * Files shared in a meeting room (SPEC §3 "shared files", §5/§9: jpg/png up to 500 KB, checked by
 * content on upload). They go with their room.
 */
export const roomFileDescription = describeResource({
  key: 'roomFiles',
  scope: 'tenant',
  title: l('共享文件', 'Shared file'),
  titleField: 'title',
  fields: {
    roomId: {
      kind: 'reference',
      reference: 'rooms',
      sameTenant: true,
      label: l('会议室', 'Meeting room'),
      column: true,
      filter: 'eq',
      createOnly: true,
    },
    title: { kind: 'text', label: l('标题', 'Title'), column: true, sortable: true, filter: 'like' },
    file: {
      kind: 'image',
      label: l('文件', 'File'),
      upload: UPLOAD_RULES.roomFile,
      column: true,
      help: l('JPG/PNG，不超过 500 KB', 'JPG/PNG, at most 500 KB'),
    },
  },
  search: ['title'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
});
