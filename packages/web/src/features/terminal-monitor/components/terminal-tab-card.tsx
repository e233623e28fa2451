import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';

/**
 * The card of a device account tab with a page of its own (`streamMonitor`, `monitor`): the
 * terminal's data once loaded, or why not — no such terminal (a bad id, another company's), still
 * loading, or a failed load with a retry.
 */
export function TerminalTabCard<T>({
  title,
  extra,
  valid,
  query,
  children,
}: {
  title: ReactNode;
  extra: ReactNode;
  /** The path names a terminal id at all. */
  valid: boolean;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (!valid || (query.isError && isApiError(query.error) && query.error.status === 404))
    body = <Result status="404" title={t('terminalMonitor.notFound')} />;
  else if (query.isPending) body = <Skeleton active />;
  else if (query.isError)
    body = (
      <Result
        status="error"
        title={t('terminalStreams.loadFailed')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            {t('engine.retry')}
          </Button>
        }
      />
    );
  else body = children(query.data);
  return (
    <Card title={title} extra={extra}>
      {body}
    </Card>
  );
}
