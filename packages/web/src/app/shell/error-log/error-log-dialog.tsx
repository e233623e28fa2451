import {
  Button,
  Collapse,
  Descriptions,
  Empty,
  Modal,
  Space,
  Tag,
  Typography,
  theme,
  type CollapseProps,
} from 'antd';
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
  const traces: NonNullable<CollapseProps['items']> = [];
  if (entry.where) {
    traces.push({
      key: 'where',
      label: entry.source === 'render' ? t('errorLog.componentStack') : t('errorLog.location'),
      children: <pre className={styles.pre}>{entry.where}</pre>,
    });
  }
  if (entry.stack) {
    traces.push({
      key: 'stack',
      label: t('errorLog.stack'),
      children: <pre className={styles.pre}>{entry.stack}</pre>,
    });
  }

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
      {traces.length > 0 && <Collapse size="small" items={traces} />}
    </li>
  );
}

/** The error log (SPEC §2 "Error-log dialog"): each error with where and when, and Clear. */
export default function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const entries = errorLogStore.use((s) => s.entries);

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
