import {
  ambulanceExternalSystemDescription,
  type IssuedKey,
} from '@console/contract/resources/descriptions/ambulance-system';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useResourceAccess } from '@/engine/use-resource-access';
import { useRevokeKey, useRotateKey } from '../api/external-system-keys';
import { IssuedKeyDialog } from '../components/issued-key-dialog';

const isRevoked = (row: ResourceRow) => typeof row.revokedAt === 'string' && row.revokedAt !== '';

/**
 * /ambulance/system/authorizeManage (ADR 0038): the external systems allowed to call the
 * ambulance API. A new system's key, and a rotated one, is shown once in a dialog; revoking
 * (confirmed) refuses the key from the next call on.
 */
export default function ExternalSystemsPage() {
  const { t } = useTranslation();
  const access = useResourceAccess(ambulanceExternalSystemDescription);
  const rotate = useRotateKey();
  const revoke = useRevokeKey();
  const [issued, setIssued] = useState<{ key: IssuedKey; name: string } | null>(null);

  const rowActions = useMemo<RowAction[]>(
    () => [
      {
        key: 'rotateKey',
        label: t('ambulanceSystem.rotateKey'),
        confirm: t('ambulanceSystem.confirmRotate'),
        visible: () => access.update,
        run: async (row) => {
          const key = await rotate.mutateAsync(row.id);
          setIssued({ key, name: String(row.name) });
        },
      },
      {
        key: 'revoke',
        label: t('ambulanceSystem.revoke'),
        danger: true,
        confirm: t('ambulanceSystem.confirmRevoke'),
        visible: (row) => access.update && !isRevoked(row),
        run: async (row) => {
          await revoke.mutateAsync(row.id);
        },
      },
    ],
    [access.update, revoke, rotate, t],
  );

  const cellRender = useMemo(
    () => ({
      revokedAt: (value: unknown) =>
        typeof value === 'string' && value !== '' ? (
          <Tag color="error" title={new Date(value).toLocaleString()}>
            {t('ambulanceSystem.revoked')}
          </Tag>
        ) : (
          <Tag color="success">{t('ambulanceSystem.active')}</Tag>
        ),
      keyPrefix: (value: unknown) => (typeof value === 'string' ? <code>{value}…</code> : null),
    }),
    [t],
  );

  return (
    <>
      <ResourceList
        definition={ambulanceExternalSystemDescription}
        title={t('ambulanceSystem.systemsTitle')}
        rowActions={rowActions}
        cellRender={cellRender}
        createDefaults={{ enabled: true, scopes: ['positions:read'] }}
        onSaved={(row, mode) => {
          if (mode === 'create' && typeof row.apiKey === 'string')
            setIssued({
              key: { id: row.id, apiKey: row.apiKey, keyPrefix: String(row.keyPrefix) },
              name: String(row.name),
            });
        }}
      />
      <IssuedKeyDialog
        issued={issued?.key ?? null}
        systemName={issued?.name ?? ''}
        onClose={() => setIssued(null)}
      />
    </>
  );
}
