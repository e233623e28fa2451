import type { UserLog } from '@console/contract/resources/user-logs';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '@/components/secondary-text';

function pretty(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
}

/** What a logged write changed: the row before and after, side by side (stacked on phones). */
export function LogChanges({ log }: { log: UserLog }) {
  const { t } = useTranslation();
  const block = (title: string, value: unknown) => (
    <Col xs={24} md={12}>
      <strong>{title}</strong>
      {value === null || value === undefined ? (
        <p style={{ margin: '4px 0 0' }}>
          <SecondaryText>{t('common.empty')}</SecondaryText>
        </p>
      ) : (
        <pre
          style={{
            margin: 0,
            maxHeight: 320,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
          }}
        >
          {pretty(value)}
        </pre>
      )}
    </Col>
  );
  return (
    <Row gutter={[16, 8]}>
      {block(t('userLog.before'), log.before)}
      {block(t('userLog.after'), log.after)}
    </Row>
  );
}
