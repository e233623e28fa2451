import { ERROR_CODES, type ErrorCode } from '@console/contract';
import type { MessageKey } from '@console/contract/i18n/messages';

/**
 * Typed domain errors. Domain code throws these; the error handler turns them into envelopes
 * (SPEC §8). `key` is an i18n message key, `fields` maps field paths to message keys.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly status: number,
    readonly options: { params?: Record<string, string | number>; fields?: Record<string, string> } = {},
  ) {
    super(key);
  }
}

export const SessionExpired = () => new AppError(ERROR_CODES.sessionExpired, 'error.sessionExpired', 401);
export const Forbidden = (key: MessageKey = 'error.forbidden') =>
  new AppError(ERROR_CODES.forbidden, key, 403);
export const NotFound = (key: MessageKey = 'error.notFound') => new AppError(ERROR_CODES.notFound, key, 404);
export const Conflict = (key: MessageKey, field?: string) =>
  new AppError(ERROR_CODES.conflict, key, 409, field ? { fields: { [field]: key } } : {});
export const BadRequest = (key: MessageKey, field?: string) =>
  new AppError(ERROR_CODES.validation, key, 400, field ? { fields: { [field]: key } } : {});
export const FieldsInvalid = (fields: Record<string, string>) =>
  new AppError(ERROR_CODES.validation, 'error.validation', 400, { fields });

/**
 * Unique indexes whose clash the SPEC words (§9): a race past the engine's own check (two
 * concurrent creates) answers the same message as the check. Other unique and foreign-key
 * violations get the generic "already exists" / "still in use".
 */
const UNIQUE_MESSAGES: Record<string, { key: MessageKey; field?: string }> = {
  customers_account_key: { key: 'error.accountExists', field: 'account' },
  // Administrators call the column `username`, members `account`: no field to point at.
  users_account_key: { key: 'error.accountExists' },
  device_accounts_account_key: { key: 'error.accountExists', field: 'account' },
  // One open task per ambulance (ADR 0045): two racing dispatches, one wins.
  ambulance_tasks_vehicle_open_key: { key: 'error.taskVehicleBusy', field: 'vehicleId' },
  applications_key_key: { key: 'error.appKeyExists', field: 'key' },
  device_groups_customer_name_key: { key: 'error.groupNameExists', field: 'name' },
  terminal_stream_groups_customer_name_key: { key: 'error.groupNameExists', field: 'name' },
  network_cameras_customer_name_key: { key: 'error.cameraNameExists', field: 'name' },
  device_modules_key_key: { key: 'error.moduleKeyExists', field: 'key' },
  device_module_aliases_product_key: { key: 'error.productIdExists', field: 'productId' },
  video_groups_customer_name_key: { key: 'error.nameExists', field: 'name' },
  fuse_meetings_customer_name_key: { key: 'error.nameExists', field: 'name' },
  device_ui_urls_customer_name_key: { key: 'error.nameExists', field: 'name' },
  video_sources_account_type_key: { key: 'error.sourceTypeExists', field: 'type' },
  visit_templates_customer_name_key: { key: 'error.nameExists', field: 'name' },
  visit_settings_subject_key: { key: 'error.visitSettingExists', field: 'subjectId' },
  branches_customer_name_key: { key: 'error.nameExists', field: 'name' },
  branches_customer_code_key: { key: 'error.codeExists', field: 'code' },
  wards_customer_name_key: { key: 'error.nameExists', field: 'name' },
  wards_customer_code_key: { key: 'error.codeExists', field: 'code' },
  beds_ward_number_key: { key: 'error.bedNumberExists', field: 'number' },
  beds_customer_code_key: { key: 'error.codeExists', field: 'code' },
  collection_boxes_customer_serial_key: { key: 'error.serialNumberExists', field: 'serialNumber' },
  ward_devices_ward_terminal_key: { key: 'error.wardDeviceExists', field: 'deviceAccountId' },
  monitoring_indicators_customer_code_key: { key: 'error.indicatorCodeExists', field: 'code' },
  indicator_thresholds_key: { key: 'error.thresholdExists', field: 'indicatorId' },
  critical_devices_account_key: { key: 'error.criticalDeviceAccountTaken', field: 'deviceAccountId' },
  compute_servers_account_key: { key: 'error.computeAccountTaken', field: 'deviceAccountId' },
  compute_servers_customer_sn_key: { key: 'error.computeSnTaken', field: 'sn' },
  monitor_scopes_subject_key: { key: 'error.monitorScopeExists', field: 'subjectId' },
  patients_customer_hospital_number_key: { key: 'error.hospitalNumberExists', field: 'hospitalNumber' },
  // One admitted patient per bed: two admissions racing for a bed, the loser hears why.
  patients_bed_admitted_key: { key: 'error.bedOccupied', field: 'bedId' },
  sms_templates_template_id_key: { key: 'error.smsTemplateIdExists', field: 'templateId' },
  servers_name_key: { key: 'error.nameExists', field: 'name' },
  // Two servers of a group selected at once: the later hears that one already is.
  servers_one_selected_key: { key: 'error.serverSelectedMeanwhile', field: 'selected' },
  upgrade_packages_type_board_version_key: { key: 'error.upgradeVersionExists', field: 'version' },
  wechat_accounts_customer_app_id_key: { key: 'error.wechatAppIdExists', field: 'appId' },
  wechat_mini_programs_customer_app_id_key: { key: 'error.wechatAppIdExists', field: 'appId' },
  wechat_templates_account_template_key: { key: 'error.wechatTemplateIdExists', field: 'templateId' },
  platform_wechat_accounts_app_id_key: { key: 'error.wechatAppIdExists', field: 'appId' },
  platform_wechat_templates_account_template_key: {
    key: 'error.wechatTemplateIdExists',
    field: 'templateId',
  },
};

/**
 * The conflict a PostgreSQL integrity violation (SQLSTATE 23505 unique, 23503/23001 reference)
 * stands for, possibly wrapped (Drizzle puts the driver's error in `cause`); undefined otherwise.
 */
export function integrityConflict(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') {
      const known = typeof constraint === 'string' ? UNIQUE_MESSAGES[constraint] : undefined;
      return known ? Conflict(known.key, known.field) : Conflict('error.alreadyExists');
    }
    // 23503 foreign key, 23001 an `on delete restrict` reference.
    if (code === '23503' || code === '23001') return Conflict('error.stillInUse');
    current = cause;
  }
  return undefined;
}
