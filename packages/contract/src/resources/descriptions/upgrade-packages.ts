import type { AccessRule } from '../../access/identity';
import { UPLOAD_RULES } from '../../upload-rules';
import { describeResource, type Label, type ResourceAccess } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** SPEC §6: upgrade packages and their detail are for cloud administrators only. */
export const UPGRADE_ACCESS_RULE: AccessRule = { roles: ['cloudAdmin'] };
const CLOUD_ADMIN_ACCESS: ResourceAccess = {
  view: UPGRADE_ACCESS_RULE,
  create: UPGRADE_ACCESS_RULE,
  update: UPGRADE_ACCESS_RULE,
  delete: UPGRADE_ACCESS_RULE,
  export: UPGRADE_ACCESS_RULE,
  import: UPGRADE_ACCESS_RULE,
};

/**
 * What a package is for, and the file it must be (checked by content, SPEC §5): a terminal's
 * zip, a phone's apk or ipa, or a JSON file list.
 */
export const UPGRADE_PACKAGE_TYPES = ['terminal', 'android', 'ios', 'fileList'] as const;
export type UpgradePackageType = (typeof UPGRADE_PACKAGE_TYPES)[number];
export const UPGRADE_FILE_KINDS = ['zip', 'apk', 'ipa', 'json'] as const;
export type UpgradeFileKind = (typeof UPGRADE_FILE_KINDS)[number];
/** The file kind each package type takes. */
export const UPGRADE_TYPE_FILE: Record<UpgradePackageType, UpgradeFileKind> = {
  terminal: 'zip',
  android: 'apk',
  ios: 'ipa',
  fileList: 'json',
};
/**
 * SPEC §4 "Upgrade state shown per package": a new package awaits a second cloud administrator's
 * approval (not its uploader) before any rollout; an approved one may be rolled out.
 */
export const UPGRADE_PACKAGE_STATES = ['awaitingApproval', 'approved'] as const;
export type UpgradePackageState = (typeof UPGRADE_PACKAGE_STATES)[number];

export const upgradePackageTypeLabels: Record<UpgradePackageType, Label> = {
  terminal: l('终端升级包 (zip)', 'Terminal package (zip)'),
  android: l('安卓手机 (apk)', 'Android phone (apk)'),
  ios: l('苹果手机 (ipa)', 'iPhone (ipa)'),
  fileList: l('文件列表 (JSON)', 'File list (JSON)'),
};

/**
 * Upgrade packages (SPEC /setting/upgrade, §3, §5): name, version, board type, the package file
 * and its target companies are required. The file is uploaded first (purpose `upgradePackage`)
 * and checked by content; the server keeps its kind, size and SHA-256 for the terminals.
 */
export const upgradePackageDescription = describeResource({
  key: 'upgradePackages',
  scope: 'platform',
  title: l('升级包', 'Upgrade package'),
  titleField: 'name',
  notFound: 'error.upgradePackageNotFound',
  routes: { list: '/setting/upgrade', detail: '/setting/upgrade/detail/package/:id' },
  fields: {
    name: { kind: 'text', label: l('名称', 'Name'), column: true, sortable: true, filter: 'like' },
    appName: { kind: 'text', label: l('应用名称', 'App name'), column: true },
    version: {
      kind: 'text',
      label: l('版本', 'Version'),
      column: true,
      sortable: true,
      filter: 'eq',
      createOnly: true,
      help: l('如 2.4.1', 'For example 2.4.1'),
    },
    type: {
      kind: 'select',
      label: l('类型', 'Type'),
      options: UPGRADE_PACKAGE_TYPES,
      optionLabels: upgradePackageTypeLabels,
      column: true,
      filter: 'eq',
      createOnly: true,
    },
    boardType: {
      kind: 'text',
      label: l('主板类型', 'Board type'),
      column: true,
      filter: 'eq',
      createOnly: true,
    },
    file: {
      kind: 'file',
      label: l('升级文件', 'Package file'),
      upload: UPLOAD_RULES.upgradePackage,
      createOnly: true,
      help: l(
        '终端为 zip，手机为 apk 或 ipa，文件列表为 JSON；按内容检查',
        'zip for terminals, apk or ipa for phones, JSON for a file list; checked by content',
      ),
    },
    targetCustomerIds: {
      kind: 'reference',
      reference: 'companies',
      multiple: true,
      label: l('目标企业', 'Target companies'),
      column: true,
      wide: true,
    },
    description: { kind: 'textarea', label: l('说明', 'Notes'), wide: true },
    state: {
      kind: 'select',
      label: l('状态', 'State'),
      options: UPGRADE_PACKAGE_STATES,
      optionLabels: {
        awaitingApproval: l('待审批', 'Awaiting approval'),
        approved: l('已审批', 'Approved'),
      },
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    fileKind: {
      kind: 'select',
      label: l('文件类型', 'File kind'),
      options: UPGRADE_FILE_KINDS,
      optionLabels: {
        zip: l('zip', 'zip'),
        apk: l('apk', 'apk'),
        ipa: l('ipa', 'ipa'),
        json: l('JSON', 'JSON'),
      },
      readOnly: true,
    },
    size: { kind: 'number', label: l('大小（字节）', 'Size (bytes)'), readOnly: true },
    checksum: { kind: 'text', label: l('SHA-256', 'SHA-256'), readOnly: true },
    uploadedBy: { kind: 'text', label: l('上传人', 'Uploaded by'), column: true, readOnly: true },
    approvedBy: { kind: 'text', label: l('审批人', 'Approved by'), column: true, readOnly: true },
  },
  search: ['name', 'appName', 'version', 'boardType'],
  defaultSort: '-createdAt',
  access: CLOUD_ADMIN_ACCESS,
  unique: [{ fields: ['type', 'boardType', 'version'], message: 'error.upgradeVersionExists' }],
});

/**
 * Version pinning (hawkBit, Mender, balena): a company or one terminal of a board type stays on
 * its version; rollouts pass it by. One of company and terminal is required.
 */
export const upgradePinDescription = describeResource({
  key: 'upgradePins',
  scope: 'platform',
  title: l('版本锁定', 'Version pin'),
  titleField: 'boardType',
  fields: {
    boardType: { kind: 'text', label: l('主板类型', 'Board type'), column: true, filter: 'eq' },
    version: { kind: 'text', label: l('锁定版本', 'Pinned version'), column: true },
    companyId: {
      kind: 'reference',
      reference: 'companies',
      label: l('企业', 'Company'),
      column: true,
      filter: 'eq',
    },
    deviceAccountId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      label: l('终端', 'Terminal'),
      column: true,
      filter: 'eq',
      help: l('留空则锁定整个企业', 'Leave empty to pin the whole company'),
    },
    reason: { kind: 'text', label: l('原因', 'Reason'), column: true, wide: true },
  },
  search: ['boardType', 'version', 'reason'],
  defaultSort: '-createdAt',
  access: CLOUD_ADMIN_ACCESS,
});
