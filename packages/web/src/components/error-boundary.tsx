import { Button, theme } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportRenderError } from '@/lib/error-reporting';
import styles from './error-boundary.module.css';

/** A deployed new version removes old chunks; a tab opened before the deploy then fails to load them. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk/i.test(
    message,
  );
}

function ErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const chunk = isChunkLoadError(error);
  // Plain markup (no antd Result): this boundary is part of the first load.
  return (
    <div role="alert" className={styles.fallback}>
      <p className={styles.title} style={{ color: token.colorTextHeading }}>
        {chunk ? t('errorBoundary.chunkTitle') : t('errorBoundary.title')}
      </p>
      <p className={styles.subtitle} style={{ color: token.colorTextSecondary }}>
        {chunk ? t('errorBoundary.chunkSubtitle') : t('errorBoundary.subtitle')}
      </p>
      <div className={styles.actions}>
        <Button type="primary" onClick={onRetry}>
          {t('errorBoundary.retry')}
        </Button>
        <Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>
      </div>
    </div>
  );
}

interface Props {
  children: ReactNode;
}
interface State {
  error: unknown;
  hasError: boolean;
}

/**
 * Root, per-route and widget error boundary: a failure shows Retry/Reload instead of a blank
 * page. Give it a `key` (the route path) to reset it on navigation.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    reportRenderError(error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null, hasError: false });

  override render(): ReactNode {
    if (this.state.hasError) return <ErrorFallback error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
