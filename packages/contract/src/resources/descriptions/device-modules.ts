import { describeResource, type Label, type ResourceAccess } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** One catalogue for every tenant: the platform edits it, every administrator reads it. */
const PLATFORM_CATALOGUE: ResourceAccess = {
  view: 'customerAdmin',
  create: 'platform',
  update: 'platform',
  delete: 'platform',
  export: 'customerAdmin',
  import: 'platform',
};

/**
 * Device modules (SPEC §3, §5 "Module: name, English name, key"): the functions a terminal can
 * have (meeting, monitor, visit...). Device accounts name the modules they enable by `key`, so
 * the key cannot change once made.
 */
export const deviceModuleDescription = describeResource({
  key: 'deviceModules',
  scope: 'platform',
  title: l('设备模块', 'Device module'),
  titleField: 'name',
  notFound: 'error.deviceModuleNotFound',
  routes: { list: '/device/deviceModule' },
  fields: {
    name: { kind: 'text', label: l('模块名称', 'Name'), column: true, sortable: true, filter: 'like' },
    englishName: { kind: 'text', label: l('英文名称', 'English name'), column: true, sortable: true },
    key: {
      kind: 'text',
      label: l('模块标识', 'Key'),
      column: true,
      sortable: true,
      filter: 'like',
      createOnly: true,
      help: l('字母、数字或下划线，创建后不可修改', 'Letters, digits or underscores; fixed once created'),
    },
    sort: { kind: 'number', label: l('排序', 'Order'), column: true, sortable: true },
  },
  search: ['name', 'englishName', 'key'],
  defaultSort: 'sort',
  access: PLATFORM_CATALOGUE,
  unique: [{ fields: ['key'], message: 'error.moduleKeyExists' }],
});

/**
 * Aliases of a module (SPEC §5 "Alias: alias and English alias required, product id unique"):
 * the names a product line shows for it. A product id names one alias across the catalogue.
 */
export const deviceModuleAliasDescription = describeResource({
  key: 'deviceModuleAliases',
  scope: 'platform',
  title: l('模块别名', 'Module alias'),
  titleField: 'alias',
  fields: {
    moduleId: {
      kind: 'reference',
      reference: 'deviceModules',
      label: l('所属模块', 'Module'),
      column: true,
      filter: 'eq',
      createOnly: true,
    },
    alias: { kind: 'text', label: l('别名', 'Alias'), column: true, sortable: true, filter: 'like' },
    englishAlias: { kind: 'text', label: l('英文别名', 'English alias'), column: true, sortable: true },
    productId: {
      kind: 'text',
      label: l('产品 ID', 'Product id'),
      column: true,
      sortable: true,
      filter: 'like',
    },
  },
  search: ['alias', 'englishAlias', 'productId'],
  defaultSort: 'alias',
  access: PLATFORM_CATALOGUE,
  unique: [{ fields: ['productId'], message: 'error.productIdExists' }],
});
