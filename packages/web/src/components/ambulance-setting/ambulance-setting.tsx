import {
  ambulanceVehicleDescription,
  type AttributeValues,
} from '@console/contract/resources/descriptions/ambulance-fleet';
import { deviceAccountDescription } from '@console/contract/resources/descriptions/device-accounts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Form, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { attributeValuesInput } from '@/components/ambulance-attributes/attribute-values-input';
import { resourceListQueryOptions } from '@/engine/resource-api';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow } from '@/engine/types';
import { useLang } from '@/engine/use-lang';
import { useUpdateResource } from '@/engine/use-resource-mutations';
import { applyServerFieldErrors } from '@/lib/form-rules';

const AttributeValuesInput = attributeValuesInput('vehicle');
const formInputs = { attributes: AttributeValuesInput };

/** The device type's name as the account form shows it. */
function useDeviceTypeLabel(deviceType: string): string {
  const lang = useLang();
  const labels = deviceAccountDescription.fields.deviceType.optionLabels as Record<
    string,
    { zh: string; en: string } | undefined
  >;
  return labels[deviceType]?.[lang] ?? deviceType;
}

/**
 * A terminal's `ambulance` settings tab (SPEC "ambulance setting", ADR 0046): its vehicle — plate,
 * model, station, crew, in service, custom attributes — the same row and form as
 * /ambulance/device/deviceManage shows (one per terminal). Only an ambulance terminal is a vehicle
 * (the server refuses another type): for any other the tab says so.
 */
export function AmbulanceSetting({
  deviceAccountId,
  customerId,
  deviceType,
}: {
  deviceAccountId: number;
  /** The terminal's company: a platform administrator's new vehicle belongs to it. */
  customerId?: number | undefined;
  deviceType: string;
}) {
  const { t } = useTranslation();
  const typeLabel = useDeviceTypeLabel(deviceType);
  if (deviceType !== 'ambulance')
    return (
      <Alert
        type="info"
        showIcon
        title={t('ambulanceAccount.notAmbulance', { type: typeLabel })}
        description={t('ambulanceAccount.notAmbulanceHelp')}
      />
    );
  return (
    <>
      <Typography.Paragraph type="secondary">{t('ambulanceAccount.settingHelp')}</Typography.Paragraph>
      <ResourceList
        definition={ambulanceVehicleDescription}
        parent={{ field: 'deviceAccountId', id: deviceAccountId, customerId }}
        formContainer="modal"
        formInputs={formInputs}
        createDefaults={{ enabled: true, crew: [], attributes: {} }}
      />
    </>
  );
}

/** The vehicle of a terminal (at most one), or null. */
function useVehicleOf(deviceAccountId: number) {
  const params = { page: 1, size: 1, deviceAccountId };
  return useQuery({
    ...resourceListQueryOptions(ambulanceVehicleDescription.key, params),
    select: (page): ResourceRow | null => page.list[0] ?? null,
  });
}

interface AttributeForm {
  attributes: AttributeValues;
}

/**
 * A terminal's `AmbulanceAccountAttr` tab (SPEC "ambulance device attributes", ADR 0046): the
 * values of its vehicle's custom attributes — the fleet's one mechanism, definitions on
 * /ambulance/device/deviceAttributes, values on the vehicle — edited and saved here.
 */
export function AmbulanceAttributesSetting({
  deviceAccountId,
  onRegister,
}: {
  deviceAccountId: number;
  /** Opens the ambulance settings tab, where the terminal is registered as a vehicle. */
  onRegister?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const vehicle = useVehicleOf(deviceAccountId);
  const update = useUpdateResource(ambulanceVehicleDescription);
  const [form] = Form.useForm<AttributeForm>();
  if (vehicle.isPending) return <Skeleton active />;
  if (vehicle.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('ambulanceAccount.loadFailed')}
        action={
          <Button size="small" onClick={() => void vehicle.refetch()}>
            {t('ambulanceAccount.retry')}
          </Button>
        }
      />
    );
  const row = vehicle.data;
  if (!row)
    return (
      <Empty description={t('ambulanceAccount.noVehicle')}>
        {onRegister ? (
          <Button type="primary" onClick={onRegister}>
            {t('ambulanceAccount.toSetting')}
          </Button>
        ) : null}
      </Empty>
    );
  const onFinish = (values: AttributeForm) =>
    update.mutate(
      { id: row.id, values: { attributes: values.attributes ?? {} } },
      {
        onSuccess: () => void message.success(t('ambulanceAccount.saved')),
        onError: (error) =>
          applyServerFieldErrors(
            form,
            error,
            { attributes: t('ambulanceFleet.attributesTitle.vehicle') },
            lang,
          ),
      },
    );
  return (
    <>
      <Typography.Paragraph type="secondary">{t('ambulanceAccount.attributesHelp')}</Typography.Paragraph>
      <Typography.Title level={5}>
        {t('ambulanceAccount.vehicle', { plate: String(row.plate) })}
      </Typography.Title>
      <Form<AttributeForm>
        // A new form for each saved state of the vehicle.
        key={String(row.updatedAt)}
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        disabled={update.isPending}
        initialValues={{ attributes: (row.attributes ?? {}) as AttributeValues }}
        onFinish={onFinish}
      >
        <Form.Item name="attributes" noStyle>
          <AttributeValuesInput id="vehicle-attributes" record={row} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending} style={{ marginTop: 8 }}>
          {t('ambulanceAccount.save')}
        </Button>
      </Form>
    </>
  );
}
