import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

/**
 * antd's Result carries its 403/404/500 illustrations (~10 KB gzip) whatever the status: error
 * and placeholder states load it when they show, so a page that renders fine never pays for it.
 */
const ResultChunk = lazy(() => import('antd/es/result'));

export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <ResultChunk {...props} />
    </Suspense>
  );
}
