import { and, count, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES, UNLIMITED } from '@console/contract';
import {
  deviceAccountDefinition,
  liveSettingIssues,
  type ScreenLayout,
} from '@console/contract/resources/device-accounts';
import type { Tx } from '../../db/client';
import { engineResource, type Row, type Values } from '../../engine/resource';
import { AppError, BadRequest, FieldsInvalid } from '../../platform/errors';
import { withHashedPassword } from '../identity/tenant-users';
import { customers } from '../../platform/identity-tables';
import { layoutTemplates } from '../layout-templates/tables';
import { terminalLoginChanged } from '../realtime/terminal-logins';
import type { FileStore } from '../uploads/storage';
import { videoSources } from '../video-sources/tables';
import { deleteMonitorScope } from '../monitor-scopes/resource';
import { deleteVisitSettings } from '../visit-settings/resource';
import { deviceAccounts } from './tables';

/**
 * A company never has more terminals than its `maxAccount` (SPEC §3, -1 unlimited). The company
 * row is locked first, so two creations (or the rows of one import) cannot both take the last slot.
 */
export async function assertDeviceQuota(tx: Tx, customerId: number): Promise<void> {
  const [company] = await tx
    .select({ max: customers.maxAccount })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!company || company.max === UNLIMITED) return;
  const [used] = await tx
    .select({ n: count() })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.customerId, customerId));
  if ((used?.n ?? 0) >= company.max)
    throw new AppError(ERROR_CODES.validation, 'error.deviceQuotaReached', 400, {
      params: { max: company.max },
    });
}

/**
 * The avatar must be a device avatar this tenant uploaded (docs/adr/0008): a URL from elsewhere,
 * another tenant's file or one uploaded for another purpose is refused.
 */
async function assertAvatar(files: FileStore, avatar: unknown, customerId: number) {
  if (typeof avatar !== 'string' || avatar === '') return;
  if (!(await files.holds(avatar, customerId, 'deviceAvatar')))
    throw BadRequest('error.deviceAvatar', 'avatar');
}

/**
 * Each screen's template is a template of the terminal's tenant and has the areas named, each
 * source is one of this terminal's, and the screen is within the terminal's screen count. Errors
 * land on the entry at fault (`screenLayouts.0.sources.1.sourceId`).
 */
async function assertScreenLayouts(
  tx: Tx,
  customerId: number,
  terminalId: number | undefined,
  screenCount: number,
  layouts: readonly ScreenLayout[],
) {
  if (layouts.length === 0) return;
  const templateIds = [...new Set(layouts.map((layout) => layout.templateId))];
  const templates = await tx
    .select({ id: layoutTemplates.id, areas: layoutTemplates.areas })
    .from(layoutTemplates)
    .where(and(eq(layoutTemplates.customerId, customerId), inArray(layoutTemplates.id, templateIds)));
  const areaCount = new Map(templates.map((template) => [template.id, template.areas.length]));
  const sourceIds = [...new Set(layouts.flatMap((layout) => layout.sources.map((s) => s.sourceId)))];
  // A new terminal has no sources yet, so none can be named.
  const sources =
    terminalId === undefined || sourceIds.length === 0
      ? []
      : await tx
          .select({ id: videoSources.id })
          .from(videoSources)
          .where(
            and(
              eq(videoSources.customerId, customerId),
              eq(videoSources.deviceAccountId, terminalId),
              inArray(videoSources.id, sourceIds),
            ),
          );
  const ownSources = new Set(sources.map((source) => source.id));

  const fields: Record<string, string> = {};
  layouts.forEach((layout, i) => {
    const at = `screenLayouts.${i}`;
    if (layout.screen > screenCount) fields[`${at}.screen`] = 'validation.layoutScreen';
    const areas = areaCount.get(layout.templateId);
    if (areas === undefined) fields[`${at}.templateId`] = 'error.layoutTemplateNotFound';
    layout.sources.forEach((source, j) => {
      if (areas !== undefined && source.area >= areas)
        fields[`${at}.sources.${j}.area`] = 'validation.layoutNoSuchArea';
      if (!ownSources.has(source.sourceId))
        fields[`${at}.sources.${j}.sourceId`] = 'error.layoutSourceNotFound';
    });
  });
  if (Object.keys(fields).length) throw FieldsInvalid(fields);
}

function assertLiveSetting(merged: Values) {
  const [issue] = liveSettingIssues(merged);
  if (issue) throw BadRequest(issue.message, issue.path);
}

/**
 * Checks a write against the stored row (for an update) merged with what is sent. Fewer screens
 * drop the layouts of the screens that went (a layout for a screen the terminal no longer drives
 * means nothing), rather than refuse the change on the base info tab.
 */
async function checkSettings(files: FileStore, tx: Tx, values: Values, before?: Row): Promise<Values> {
  const customerId = (before?.customerId ?? values.customerId) as number;
  const merged = { ...before, ...values };
  const screenCount = merged.screenCount as number;
  await assertAvatar(files, values.avatar, customerId);
  assertLiveSetting(merged);
  if (values.screenLayouts !== undefined) {
    await assertScreenLayouts(
      tx,
      customerId,
      before?.id,
      screenCount,
      values.screenLayouts as ScreenLayout[],
    );
    return values;
  }
  const stored = (before?.screenLayouts ?? []) as ScreenLayout[];
  const kept = stored.filter((layout) => layout.screen <= screenCount);
  return kept.length === stored.length ? values : { ...values, screenLayouts: kept };
}

// Each write also reaches the terminal's broker login (MQTT_DYNSEC), after the commit.
export function deviceAccountResource(options: { files: FileStore }) {
  return engineResource(deviceAccountDefinition, deviceAccounts, {
    async beforeCreate(tx, _caller, values) {
      await assertDeviceQuota(tx, values.customerId as number);
      const checked = await checkSettings(options.files, tx, values);
      terminalLoginChanged(tx, values.account as string, values.password);
      return withHashedPassword(checked);
    },
    async beforeUpdate(tx, _caller, values, before) {
      const checked = await checkSettings(options.files, tx, values, before);
      terminalLoginChanged(tx, before.account as string, values.password);
      return withHashedPassword(checked);
    },
    async beforeDelete(tx, _caller, row) {
      await deleteVisitSettings(tx, 'device', row.customerId as number, row.id);
      await deleteMonitorScope(tx, 'device', row.customerId as number, row.id);
      terminalLoginChanged(tx, row.account as string);
    },
  });
}
