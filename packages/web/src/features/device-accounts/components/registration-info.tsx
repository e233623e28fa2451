import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldValue, TimestampValue } from '@/engine/field-value';
import type { AnyResource, ResourceRow } from '@/engine/types';
import { LastSeen } from './last-seen';

/** Tab reg (SPEC "device registration info"): how the terminal is known to the platform, read only. */
export function RegistrationInfo({ definition, row }: { definition: AnyResource; row: ResourceRow }) {
  const { t } = useTranslation();
  const field = (name: string) => <FieldValue meta={definition.fields[name]!} value={row[name]} />;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'account', label: t('deviceAccounts.reg.account'), children: field('account') },
        { key: 'loginAccount', label: t('deviceAccounts.reg.loginAccount'), children: field('loginAccount') },
        { key: 'macAddress', label: t('deviceAccounts.reg.macAddress'), children: field('macAddress') },
        { key: 'online', label: t('deviceAccounts.reg.status'), children: field('online') },
        {
          key: 'lastSeenAt',
          label: t('deviceAccounts.reg.lastSeen'),
          children: <LastSeen value={row.lastSeenAt} />,
        },
        {
          key: 'createdAt',
          label: t('deviceAccounts.reg.registered'),
          children: <TimestampValue value={row.createdAt} />,
        },
        { key: 'enabled', label: t('deviceAccounts.reg.enabled'), children: field('enabled') },
      ]}
    />
  );
}
