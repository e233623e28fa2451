import { PATHS } from '@console/contract/api/paths';
import {
  dataPushDeliveryDescription,
  dataPushTargetDescription,
  type RotatedSecret,
} from '@console/contract/resources/descriptions/data-push';
import { useQueryClient } from '@tanstack/react-query';
import { App, Tabs, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '@/engine/resource-keys';
import { PageLoading } from '@/components/page-loading';
import { ResourceList } from '@/engine/resource-list';
import type { RowAction } from '@/engine/types';
import { useResourceAccess } from '@/engine/use-resource-access';
import { api } from '@/lib/api-client';
import { formatDate } from '@/engine/dates';
import type { RecoverTarget } from '../components/recover-dialog';

// The recovery dialog (a date picker) and the personal-fields tab (a form) load when they open:
// the route stays within its 450 KB (ADR 16 item 10).
const RecoverDialog = lazy(() =>
  import('../components/recover-dialog').then((module) => ({ default: module.RecoverDialog })),
);
const PersonalFieldsPanel = lazy(() =>
  import('../components/personal-fields-panel').then((module) => ({ default: module.PersonalFieldsPanel })),
);

const targetPath = (id: unknown, action: string) =>
  `${PATHS.resource(dataPushTargetDescription.key)}/${String(id)}/${action}`;

/**
 * `/setting/dataPush` (ADR 0018): the company's data push targets (engine list and form, with send
 * test, rotate secret, resend failed deliveries, enable and disable), the delivery log with replay,
 * and the personal fields deliveries may carry.
 */
export default function DataPushPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const access = useResourceAccess(dataPushTargetDescription);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: resourceKeys.all(dataPushTargetDescription.key) });
    void client.invalidateQueries({ queryKey: resourceKeys.all(dataPushDeliveryDescription.key) });
  };
  const may = () => access.update;
  const [recovering, setRecovering] = useState<RecoverTarget | null>(null);

  const targetActions: RowAction[] = [
    {
      key: 'sendTest',
      label: t('dataPush.sendTest'),
      visible: (row) => may() && row.state !== 'disabled',
      run: async (row) => {
        await api.post(targetPath(row.id, 'sendTest'), {});
        void message.success(t('dataPush.testQueued'));
        refresh();
      },
    },
    {
      key: 'rotateSecret',
      label: t('dataPush.rotateSecret'),
      confirm: t('dataPush.confirmRotate'),
      visible: may,
      run: async (row) => {
        const rotated = await api.post<RotatedSecret>(targetPath(row.id, 'rotateSecret'), {});
        modal.info({
          title: t('dataPush.newSecret'),
          content: (
            <>
              <Typography.Paragraph>{t('dataPush.secretOnce')}</Typography.Paragraph>
              <Typography.Paragraph>
                {t('dataPush.previousValid', { time: formatDate(rotated.previousValidUntil, true) })}
              </Typography.Paragraph>
              <Typography.Text code copyable>
                {rotated.secret}
              </Typography.Text>
            </>
          ),
        });
        refresh();
      },
    },
    {
      key: 'recover',
      label: t('dataPush.recover'),
      visible: (row) => may() && row.state !== 'disabled',
      run: (row) => setRecovering({ id: row.id as number, name: String(row.name) }),
    },
    {
      key: 'disable',
      label: t('dataPush.disable'),
      danger: true,
      confirm: t('dataPush.confirmDisable'),
      visible: (row) => may() && row.state !== 'disabled',
      run: async (row) => {
        await api.post(targetPath(row.id, 'disable'), {});
        refresh();
      },
    },
    {
      key: 'enable',
      label: t('dataPush.enable'),
      visible: (row) => may() && row.state === 'disabled',
      run: async (row) => {
        await api.post(targetPath(row.id, 'enable'), {});
        refresh();
      },
    },
  ];

  const deliveryActions: RowAction[] = [
    {
      key: 'replay',
      label: t('dataPush.replay'),
      confirm: t('dataPush.confirmReplay'),
      visible: (row) => may() && row.state !== 'pending',
      run: async (row) => {
        await api.post(`${PATHS.resource(dataPushDeliveryDescription.key)}/${String(row.id)}/replay`, {});
        void message.success(t('dataPush.replayQueued'));
        refresh();
      },
    },
  ];

  return (
    <>
      {recovering ? (
        <Suspense fallback={null}>
          <RecoverDialog target={recovering} onClose={() => setRecovering(null)} onDone={refresh} />
        </Suspense>
      ) : null}
      <Tabs
        items={[
          {
            key: 'targets',
            label: t('dataPush.targets'),
            children: (
              <ResourceList
                definition={dataPushTargetDescription}
                title={t('dataPush.targets')}
                rowActions={targetActions}
              />
            ),
          },
          {
            key: 'deliveries',
            label: t('dataPush.deliveries'),
            children: (
              <ResourceList
                definition={dataPushDeliveryDescription}
                title={t('dataPush.deliveries')}
                readOnly
                urlState={false}
                rowActions={deliveryActions}
              />
            ),
          },
          {
            key: 'fields',
            label: t('dataPush.fields'),
            children: (
              <Suspense fallback={<PageLoading />}>
                <PersonalFieldsPanel editable={access.update} />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}
