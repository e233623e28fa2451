import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The loading and error states of a page built on one query (a settings form): a skeleton while
 * it loads, `failedTitle` with Retry when it failed, else `children` with its data.
 */
export function QueryState<T>({
  query,
  failedTitle,
  rows = 6,
  children,
}: {
  query: UseQueryResult<T>;
  failedTitle: string;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows }} />
      </Card>
    );
  if (query.isError)
    return (
      <Card>
        <Result
          status="error"
          title={failedTitle}
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
