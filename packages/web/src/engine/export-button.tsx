import { DownloadOutlined } from '@ant-design/icons';
import { PATHS } from '@console/contract/api/paths';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryValue } from '@/lib/api-client';
import { formatBytes } from './format-bytes';

/** Export the list's filtered rows as CSV or XLSX; the bytes received show while it runs. */
export function ExportButton({
  resourceKey,
  params,
  path = `${PATHS.resource(resourceKey)}/export`,
}: {
  resourceKey: string;
  /** The list's filters (no paging). */
  params: Record<string, QueryValue>;
  path?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [running, setRunning] = useState(false);

  const run = async (format: 'csv' | 'xlsx') => {
    const key = `export-${resourceKey}`;
    setRunning(true);
    void message.open({ key, type: 'loading', content: t('engine.exporting'), duration: 0 });
    try {
      // the transfer code loads with the first export
      const { downloadFile } = await import('./transfer');
      const name = await downloadFile(
        path,
        { ...params, format },
        {
          fallbackName: `${resourceKey}.${format}`,
          onProgress: ({ loaded, total }) =>
            void message.open({
              key,
              type: 'loading',
              duration: 0,
              content: total
                ? t('engine.exportingPercent', { percent: Math.round((loaded / total) * 100) })
                : t('engine.exportingBytes', { size: formatBytes(loaded) }),
            }),
        },
      );
      void message.open({ key, type: 'success', content: t('engine.exported', { name }) });
    } catch {
      // the transfer already showed why
      message.destroy(key);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dropdown
      // Click (Enter or Space from the keyboard), like the shell's other menus: a hover menu
      // closes when the page shifts under the pointer, and keyboard users could not open it.
      trigger={['click']}
      disabled={running}
      menu={{
        items: [
          { key: 'csv', label: t('engine.exportCsv') },
          { key: 'xlsx', label: t('engine.exportXlsx') },
        ],
        onClick: ({ key }) => void run(key as 'csv' | 'xlsx'),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={running}>
        {t('engine.export')}
      </Button>
    </Dropdown>
  );
}
