import { Button, Descriptions, Empty, Modal, Space, Tag, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorLogActions, errorLogStore, type ErrorLogEntry, type ErrorSource } from './error-log-store';
import styles from './error-log.module.css';

function sourceLabel(t: TFunction, source: ErrorSource): string {
  if (source === 'render') return t('errorLog.sourceRender');
  if (source === 'unhandledrejection') return t('errorLog.sourceRejection');
  return t('errorLog.sourceScript');
}

function EntryDetails({ entry }: { entry: ErrorLogEntry }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const traces: { key: string; label: string; text: string }[] = [];
  if (entry.where) {
    const label = entry.source === 'render' ? t('errorLog.componentStack') : t('errorLog.location');
    traces.push({ key: 'where', label, text: entry.where });
  }
  if (entry.stack) traces.push({ key: 'stack', label: t('errorLog.stack'), text: entry.stack });

  return (
    <li className={styles.entry} style={{ borderColor: token.colorBorderSecondary }}>
      <Space size={8} wrap>
        <Tag color="error">{sourceLabel(t, entry.source)}</Tag>
        <Typography.Text strong className={styles.message}>
          {entry.message}
        </Typography.Text>
      </Space>
      <Descriptions
        size="small"
        column={1}
        className={styles.meta}
        items={[
          {
            key: 'url',
            label: t('errorLog.url'),
            children: <Typography.Text className={styles.url}>{entry.url}</Typography.Text>,
          },
          {
            key: 'time',
            label: t('errorLog.time'),
            children: (
              <time dateTime={new Date(entry.time).toISOString()}>
                {new Date(entry.time).toLocaleString()}
              </time>
            ),
          },
        ]}
      />
      {traces.map((trace) => (
        // native disclosure: antd's Collapse would join the first load (see settings-drawer)
        <details key={trace.key} className={styles.trace} style={{ borderColor: token.colorBorderSecondary }}>
          <summary className={styles.summary} style={{ color: token.colorTextSecondary }}>
            {trace.label}
          </summary>
          <pre className={styles.pre} style={{ background: token.colorFillQuaternary }}>
            {trace.text}
          </pre>
        </details>
      ))}
    </li>
  );
}

/** The error log (SPEC §2 "Error-log dialog"): each error with where and when, and Clear. */
export default function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const entries = errorLogStore.useSelect((s) => s.entries);

  const clear = () => {
    errorLogActions.clear();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('errorLog.title', { count: entries.length })}
      onCancel={onClose}
      mask={{ closable: false }}
      width={800}
      footer={[
        <Button key="clear" danger disabled={entries.length === 0} onClick={clear}>
          {t('errorLog.clear')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('errorLog.close')}
        </Button>,
      ]}
    >
      {entries.length === 0 ? (
        <Empty description={t('errorLog.empty')} />
      ) : (
        <ol className={styles.list} aria-label={t('errorLog.listLabel')}>
          {entries.map((entry) => (
            <EntryDetails key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </Modal>
  );
}
