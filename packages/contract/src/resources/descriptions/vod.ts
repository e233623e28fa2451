import { UPLOAD_RULES } from '../../upload-rules';
import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * The product scope of the VOD pages: `/vod` lists `vod`, `/schoolVod/…/:product?` lists
 * `school` (or `school-{product}` when the route names one). Categories and videos of one scope
 * never mix: a video's category and a category's parent are of its own scope.
 */
export const VOD_PRODUCT = 'vod';
export const SCHOOL_VOD_PRODUCT = 'school';
export const VOD_PRODUCT_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
/** The scope a VOD page lists: `/vod` → `vod`; `/schoolVod` → `school` or `school-{product}`. */
export function vodProductOf(pathname: string, product?: string): string {
  if (!pathname.startsWith('/schoolVod')) return VOD_PRODUCT;
  const suffix = product?.toLowerCase().replace(/[^a-z0-9-]/g, '');
  return suffix ? `${SCHOOL_VOD_PRODUCT}-${suffix}`.slice(0, 32) : SCHOOL_VOD_PRODUCT;
}

/** Video categories (SPEC §3 VOD category): a tree per product scope. */
export const vodCategoryDescription = describeResource({
  key: 'vodCategories',
  scope: 'tenant',
  title: l('视频分类', 'Video category'),
  titleField: 'name',
  notFound: 'error.vodCategoryNotFound',
  routes: { list: '/vod/videoTypeList' },
  fields: {
    name: { kind: 'text', label: l('分类名称', 'Name'), column: true, sortable: true, filter: 'like' },
    parentId: {
      kind: 'reference',
      reference: 'vodCategories',
      sameTenant: true,
      label: l('上级分类', 'Parent category'),
      column: true,
      filter: 'eq',
    },
    key: {
      kind: 'text',
      label: l('分类标识', 'Identification key'),
      help: l('只能使用英文字母', 'English letters only'),
      column: true,
      filter: 'eq',
    },
    product: { kind: 'text', label: l('产品', 'Product'), createOnly: true, filter: 'eq' },
    childCount: { kind: 'number', label: l('子分类数', 'Children'), column: true, readOnly: true },
  },
  search: ['name', 'key'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['key', 'product'], message: 'error.vodCategoryKeyExists' }],
  deleteGuards: [
    { resource: 'vodCategories', column: 'parentId', message: 'error.vodCategoryHasChildren' },
    { resource: 'vodVideos', column: 'categoryId', message: 'error.vodCategoryHasVideos' },
  ],
});

export const VOD_TYPES = ['course', 'lecture', 'surgery', 'promotion', 'other'] as const;
export const VOD_VISIBILITIES = ['public', 'private'] as const;
export const VOD_POWERS = ['everyone', 'signedIn', 'company'] as const;
/** Where a video's file is: none yet, arriving, being checked, playable, refused (with a reason). */
export const VOD_VIDEO_STATES = ['none', 'uploading', 'processing', 'ready', 'failed'] as const;
export type VodVideoState = (typeof VOD_VIDEO_STATES)[number];
export const VOD_TAGS_MAX = 5;
export const VOD_RECOMMEND_LEVELS = [1, 2, 3, 4, 5] as const;

/** VOD videos (SPEC §3 VOD video, §4 VOD states, §5 VOD rules). */
export const vodVideoDescription = describeResource({
  key: 'vodVideos',
  scope: 'tenant',
  title: l('视频', 'Video'),
  titleField: 'name',
  notFound: 'error.vodVideoNotFound',
  routes: { list: '/vod/videoList', detail: '/vod/videoListInfo' },
  fields: {
    name: {
      kind: 'text',
      label: l('节目名称', 'Program name'),
      column: true,
      sortable: true,
      filter: 'like',
    },
    categoryId: {
      kind: 'reference',
      reference: 'vodCategories',
      sameTenant: true,
      // the categories of the page's product scope (/vod or a /schoolVod section): the server refuses others
      narrowedBy: 'product',
      label: l('分类', 'Category'),
      column: true,
      filter: 'eq',
    },
    type: {
      kind: 'select',
      label: l('类型', 'Type'),
      options: VOD_TYPES,
      optionLabels: {
        course: l('课程', 'Course'),
        lecture: l('讲座', 'Lecture'),
        surgery: l('手术', 'Surgery'),
        promotion: l('宣传', 'Promotion'),
        other: l('其他', 'Other'),
      },
      column: true,
      filter: 'eq',
    },
    author: { kind: 'text', label: l('作者', 'Author'), column: true, filter: 'like' },
    introduction: { kind: 'textarea', label: l('简介', 'Introduction'), wide: true },
    content: { kind: 'textarea', label: l('内容', 'Content'), wide: true },
    completed: { kind: 'switch', label: l('已完结', 'Completed') },
    imageUrl: {
      kind: 'image',
      label: l('封面', 'Cover'),
      upload: UPLOAD_RULES.vodImage,
      help: l('PNG，不超过 2MB；不上传时取视频第 1 秒画面', 'PNG up to 2 MB; without one, the frame at 1 s'),
    },
    tags: { kind: 'tags', label: l('标签', 'Tags'), help: l('1-5 个', '1 to 5'), column: true },
    weight: { kind: 'number', label: l('权重', 'Weight'), column: true, sortable: true },
    visibility: {
      kind: 'select',
      label: l('归属', 'Owner'),
      options: VOD_VISIBILITIES,
      optionLabels: { public: l('公开', 'Public'), private: l('私有', 'Private') },
      column: true,
      filter: 'eq',
    },
    power: {
      kind: 'select',
      label: l('观看权限', 'Who may watch'),
      options: VOD_POWERS,
      optionLabels: {
        everyone: l('所有人', 'Everyone'),
        signedIn: l('登录用户', 'Signed-in users'),
        company: l('本企业', 'This company'),
      },
    },
    recommended: { kind: 'switch', label: l('推荐', 'Recommended'), column: true, filter: 'eq' },
    recommendLevel: {
      kind: 'select',
      label: l('推荐等级', 'Recommend level'),
      options: VOD_RECOMMEND_LEVELS,
      optionLabels: {
        1: l('1 级', 'Level 1'),
        2: l('2 级', 'Level 2'),
        3: l('3 级', 'Level 3'),
        4: l('4 级', 'Level 4'),
        5: l('5 级', 'Level 5'),
      },
    },
    product: { kind: 'text', label: l('产品', 'Product'), createOnly: true, filter: 'eq' },
    published: {
      kind: 'switch',
      label: l('已发布', 'Published'),
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    videoState: {
      kind: 'select',
      label: l('视频状态', 'Video state'),
      options: VOD_VIDEO_STATES,
      optionLabels: {
        none: l('未上传', 'No video'),
        uploading: l('上传中', 'Uploading'),
        processing: l('处理中', 'Processing'),
        ready: l('可播放', 'Ready'),
        failed: l('处理失败', 'Failed'),
      },
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    /** A message key (`error.vodNotMp4`), its `{reason}` (ffprobe's words) in `videoErrorReason`. */
    videoError: { kind: 'text', label: l('失败原因', 'Reason'), readOnly: true },
    videoErrorReason: { kind: 'text', label: l('详细原因', 'Details'), readOnly: true },
    address: { kind: 'text', label: l('播放地址', 'Address'), readOnly: true, wide: true },
    thumbnailUrl: { kind: 'image', label: l('缩略图', 'Thumbnail'), readOnly: true },
    durationSeconds: { kind: 'number', label: l('时长 (秒)', 'Duration (s)'), column: true, readOnly: true },
    width: { kind: 'number', label: l('宽度', 'Width'), readOnly: true },
    height: { kind: 'number', label: l('高度', 'Height'), readOnly: true },
    codec: { kind: 'text', label: l('编码', 'Codec'), readOnly: true },
    videoSize: { kind: 'number', label: l('文件大小 (字节)', 'File size (bytes)'), readOnly: true },
  },
  search: ['name', 'author'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  transitions: {
    publish: { field: 'published', from: [false], to: true },
    unpublish: { field: 'published', from: [true], to: false },
  },
});
