import { describeResource, STAFF_READ_ACCESS, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * A document is written as a draft, published into the document centre, and recovered (回收:
 * withdrawn from the centre, kept for a later publication); a recovered one is published again.
 */
export const DOCUMENT_STATES = ['draft', 'published', 'recovered'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

export const DOCUMENT_STATE_LABELS: Record<DocumentState, Label> = {
  draft: l('草稿', 'Draft'),
  published: l('已发布', 'Published'),
  recovered: l('已回收', 'Recovered'),
};

export const DOCUMENT_TITLE_MAX = 100;
export const DOCUMENT_KEYWORDS_MAX = 10;
/** The stored HTML (after sanitising) of one document. */
export const DOCUMENT_CONTENT_MAX = 200_000;

/**
 * Document categories (SPEC /document, §5 "Category identifier English only"): a name, an
 * identifier unique in the company, an order. The staff read them (the document centre's left
 * column, where the server adds `publishedCount`, its published documents); administrators
 * shape them.
 */
export const documentCategoryDescription = describeResource({
  key: 'documentCategories',
  scope: 'tenant',
  title: l('文档分类', 'Document category'),
  titleField: 'name',
  notFound: 'error.documentCategoryNotFound',
  // the centre lists the categories (the management page keeps them in a tab of its own)
  routes: { list: '/document/index' },
  fields: {
    name: { kind: 'text', label: l('分类名称', 'Name'), column: true, sortable: true, filter: 'like' },
    key: {
      kind: 'text',
      label: l('分类标识', 'Identifier'),
      help: l('只能使用英文字母', 'English letters only'),
      column: true,
      filter: 'eq',
    },
    sort: { kind: 'number', label: l('排序', 'Order'), column: true, sortable: true },
  },
  search: ['name', 'key'],
  defaultSort: 'sort',
  access: STAFF_READ_ACCESS,
  unique: [{ fields: ['key'], message: 'error.documentCategoryKeyExists' }],
  deleteGuards: [
    { resource: 'documents', column: 'categoryId', message: 'error.documentCategoryHasDocuments' },
  ],
});

/**
 * Documents (SPEC §3 Document: title, category, keywords, description, content, sort, default
 * flag; §4 published or recovered, optional default per category). The content is rich text whose
 * HTML the server sanitises on every write; `fullText` searches title, keywords, description and
 * the content's text (ADR 0036). The staff read the published ones only.
 */
export const documentDescription = describeResource({
  key: 'documents',
  scope: 'tenant',
  title: l('文档', 'Document'),
  titleField: 'title',
  notFound: 'error.documentNotFound',
  // the list every reader has is the centre (the administrators' list is /document/list)
  routes: { list: '/document/index', detail: '/document/detail/:id' },
  fields: {
    title: { kind: 'text', label: l('标题', 'Title'), column: true, sortable: true, wide: true },
    categoryId: {
      kind: 'reference',
      reference: 'documentCategories',
      sameTenant: true,
      label: l('分类', 'Category'),
      column: true,
      filter: 'eq',
    },
    keywords: {
      kind: 'tags',
      label: l('关键词', 'Keywords'),
      help: l('最多 10 个', 'At most 10'),
      column: true,
    },
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
    content: { kind: 'textarea', label: l('内容', 'Content'), wide: true },
    sort: { kind: 'number', label: l('排序', 'Order'), column: true, sortable: true },
    isDefault: {
      kind: 'switch',
      label: l('分类默认文档', 'Default of its category'),
      help: l(
        '每个分类最多一个；设为默认会取消原来的默认文档',
        'One per category: it replaces the former default',
      ),
      column: true,
      filter: 'eq',
    },
    state: {
      kind: 'select',
      label: l('状态', 'State'),
      options: DOCUMENT_STATES,
      optionLabels: DOCUMENT_STATE_LABELS,
      readOnly: true,
      column: true,
      filter: 'eq',
    },
    publishedAt: { kind: 'datetime', label: l('发布时间', 'Published'), readOnly: true, column: true },
    /** Full-text search over title, keywords, description and content, Chinese and English (ADR 0036). */
    fullText: {
      kind: 'text',
      label: l('全文搜索', 'Full text'),
      virtual: true,
      readOnly: true,
      filter: 'eq',
    },
  },
  search: ['title'],
  defaultSort: 'sort',
  access: STAFF_READ_ACCESS,
  transitions: {
    publish: { field: 'state', from: ['draft', 'recovered'], to: 'published' },
    recover: { field: 'state', from: ['published'], to: 'recovered' },
  },
});
