import { DownloadOutlined } from '@ant-design/icons';
import { MAX_PAGE_SIZE } from '@console/contract/api/list';
import type { UserLog } from '@console/contract/resources/user-logs';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCsv } from '@/engine/csv';
import { formatDate } from '@/engine/dates';
import { saveBlob } from '@/engine/transfer';
import type { QueryValue } from '@/lib/api-client';
import { getUserLogs } from '../api/get-user-logs';

/** The most rows one export reads (the log has no server-side export; pages are read in turn). */
export const EXPORT_LIMIT = 10_000;

/** Exports the filtered log as CSV, reading it a page at a time with progress. */
export function ExportUserLogs({
  params,
  describe,
}: {
  params: Record<string, QueryValue>;
  describe: (log: UserLog) => Record<string, string>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [running, setRunning] = useState(false);

  const run = async () => {
    const key = 'export-user-logs';
    setRunning(true);
    void message.open({ key, type: 'loading', content: t('engine.exporting'), duration: 0 });
    try {
      const rows: UserLog[] = [];
      for (let page = 1; rows.length < EXPORT_LIMIT; page += 1) {
        const result = await getUserLogs({ ...params, page, size: MAX_PAGE_SIZE });
        rows.push(...result.list);
        const total = Math.min(result.total, EXPORT_LIMIT);
        void message.open({
          key,
          type: 'loading',
          duration: 0,
          content: t('engine.exportingPercent', {
            percent: total ? Math.round((rows.length / total) * 100) : 100,
          }),
        });
        if (result.list.length < MAX_PAGE_SIZE) break;
      }
      const described = rows.slice(0, EXPORT_LIMIT).map(describe);
      const header = described[0] ? Object.keys(described[0]) : [];
      const name = `userLogs-${formatDate(new Date(), false)}.csv`;
      saveBlob(
        new Blob(
          [
            toCsv(
              header,
              described.map((row) => header.map((h) => row[h] ?? '')),
            ),
          ],
          { type: 'text/csv;charset=utf-8' },
        ),
        name,
      );
      void message.open({ key, type: 'success', content: t('engine.exported', { name }) });
    } catch {
      message.destroy(key);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={running} onClick={() => void run()}>
      {t('userLog.exportCsv')}
    </Button>
  );
}
