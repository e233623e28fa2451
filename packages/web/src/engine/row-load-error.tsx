import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyResult } from '@/components/lazy-result';
import { isApiError } from '@/lib/api-client';
import type { AnyResource } from './types';
import { useLang } from './use-lang';

/**
 * A page of one row that could not load it: "does not exist" for a 404 (with the way back),
 * otherwise "failed to load" with Retry as well.
 */
export function RowLoadError({
  definition,
  error,
  onBack,
  onRetry,
  title,
}: {
  definition: Pick<AnyResource, 'title'>;
  error: unknown;
  onBack?: (() => void) | undefined;
  onRetry: () => void;
  /** Instead of the engine's "This {title} does not exist" (a page with its own words). */
  title?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const notFound = isApiError(error) && error.status === 404;
  // In English the entity is mid-sentence: "This device account does not exist".
  const name = definition.title[lang];
  const entity = lang === 'en' ? name.charAt(0).toLowerCase() + name.slice(1) : name;
  return (
    <Card>
      <LazyResult
        status={notFound ? '404' : 'error'}
        title={notFound ? (title ?? t('engine.notFound', { title: entity })) : t('engine.loadFailed')}
        extra={
          <Flex gap={8} justify="center" wrap>
            {onBack ? (
              <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
                {t('engine.back')}
              </Button>
            ) : null}
            {notFound ? null : (
              <Button type="primary" onClick={onRetry}>
                {t('engine.retry')}
              </Button>
            )}
          </Flex>
        }
      />
    </Card>
  );
}
