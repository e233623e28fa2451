import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The loading and error states of a settings page; `children` once its data is there. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (query.isError)
    return (
      <Card>
        <Result
          status="error"
          title={t('systemSettings.loadFailed')}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
              {t('engine.retry')}
            </Button>
          }
        />
      </Card>
    );
  return <>{children(query.data)}</>;
}
