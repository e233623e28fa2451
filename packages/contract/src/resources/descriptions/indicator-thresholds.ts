import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';
import { LIMIT_FIELD_META } from './monitoring-indicators';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * A ward's limits of an indicator, or (with a bed) one bed's overrides (SPEC §3 monitoring
 * indicator, issue 15 "per ward with per-bed overrides"). A limit left empty is inherited: a bed
 * from its ward, a ward from the indicator (`resolveThresholds` in `medical/alarm-levels.ts`). One
 * row per indicator, ward and bed; the rows go with their indicator, ward or bed.
 */
export const indicatorThresholdDescription = describeResource({
  key: 'indicatorThresholds',
  scope: 'tenant',
  title: l('监测阈值', 'Threshold'),
  titleField: 'indicatorId',
  fields: {
    indicatorId: {
      kind: 'reference',
      reference: 'monitoringIndicators',
      sameTenant: true,
      label: l('监测指标', 'Indicator'),
      column: true,
      filter: 'eq',
      createOnly: true,
    },
    wardId: {
      kind: 'reference',
      reference: 'wards',
      sameTenant: true,
      label: l('所属病区', 'Ward'),
      column: true,
      filter: 'eq',
      createOnly: true,
    },
    bedId: {
      kind: 'reference',
      reference: 'beds',
      sameTenant: true,
      label: l('床位', 'Bed'),
      column: true,
      filter: 'eq',
      createOnly: true,
      help: l('留空为病区默认值', 'Empty: the ward default'),
    },
    ...LIMIT_FIELD_META,
  },
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  // The message goes on the indicator field: the first of the rule's fields.
  unique: [{ fields: ['indicatorId', 'wardId', 'bedId'], message: 'error.thresholdExists' }],
});
