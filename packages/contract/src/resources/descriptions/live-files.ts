import { UPLOAD_RULES } from '../../upload-rules';
import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * Files shared with a live stream's viewers (the detail page's fileShare tab): jpg/png up to
 * 500 KB, checked by content on upload, as a meeting room's shared files. They go with their stream.
 */
export const liveFileDescription = describeResource({
  key: 'liveFiles',
  scope: 'tenant',
  title: l('共享文件', 'Shared file'),
  titleField: 'title',
  fields: {
    liveId: {
      kind: 'reference',
      reference: 'lives',
      sameTenant: true,
      label: l('直播', 'Live stream'),
      column: true,
      filter: 'eq',
      createOnly: true,
    },
    title: { kind: 'text', label: l('标题', 'Title'), column: true, sortable: true, filter: 'like' },
    file: {
      kind: 'image',
      label: l('文件', 'File'),
      upload: UPLOAD_RULES.liveFile,
      column: true,
      help: l('JPG/PNG，不超过 500 KB', 'JPG/PNG, at most 500 KB'),
    },
  },
  search: ['title'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
});
