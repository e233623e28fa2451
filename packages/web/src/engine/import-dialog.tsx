import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { PATHS } from '@console/contract/api/paths';
import { translate } from '@/lib/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Modal, Progress, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-rules';
import { resourceKeys } from './resource-keys';
import { uploadFile } from './transfer';
import type { AnyResource } from './types';
import { useLang } from './use-lang';

/** The server's import report (engine `POST /import`). */
export interface ImportReport {
  total: number;
  imported: number;
  failed: number;
  committed: boolean;
  rows: { row: number; fields: Record<string, string> }[];
}

const ACCEPT = '.xls,.xlsx';
export const isSpreadsheetName = (name: string) => /\.xlsx?$/i.test(name);

/**
 * Import rows from an XLS/XLSX file: pick, upload with progress, then the per-row report. When
 * some rows fail nothing is stored, and the user may import only the valid rows.
 */
export function ImportDialog({
  definition,
  open,
  onClose,
  customerId,
}: {
  definition: AnyResource;
  open: boolean;
  onClose: () => void;
  /** The company the rows go to: a list of one company's rows imports into that company. */
  customerId?: number | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const uploading = percent !== null;

  const reset = () => {
    setFile(null);
    setPercent(null);
    setReport(null);
  };
  const close = () => {
    if (uploading) return;
    reset();
    onClose();
  };

  const send = async (keepValid: boolean) => {
    if (!file) return;
    setPercent(0);
    try {
      const result = await uploadFile<ImportReport>(
        `${PATHS.resource(definition.key)}/import`,
        { keepValid: String(keepValid), ...(customerId ? { customerId: String(customerId) } : {}) },
        file,
        { onProgress: ({ loaded, total }) => setPercent(total ? Math.round((loaded / total) * 100) : 0) },
      );
      setReport(result);
      if (result.committed && result.imported > 0) {
        void message.success(t('engine.importDone', { count: result.imported }));
        await queryClient.invalidateQueries({ queryKey: resourceKeys.all(definition.key) });
      }
    } catch {
      // the transfer already showed why
    } finally {
      setPercent(null);
    }
  };

  const problem = (field: string, key: string) => {
    const label = definition.fields[field]?.label[lang];
    return label ? fieldMessage(label, key, lang) : translate(key);
  };

  const footer = report ? (
    <Flex justify="flex-end" gap={8} wrap>
      {!report.committed && report.total > report.failed ? (
        <Button type="primary" onClick={() => void send(true)} loading={uploading}>
          {t('engine.importKeepValid', { count: report.total - report.failed })}
        </Button>
      ) : null}
      <Button onClick={reset} disabled={uploading}>
        {t('engine.importAnother')}
      </Button>
      <Button onClick={close} disabled={uploading}>
        {t('engine.close')}
      </Button>
    </Flex>
  ) : (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={close} disabled={uploading}>
        {t('engine.cancel')}
      </Button>
      <Button
        type="primary"
        icon={<UploadOutlined />}
        disabled={!file}
        loading={uploading}
        onClick={() => void send(false)}
      >
        {t('engine.import')}
      </Button>
    </Flex>
  );

  return (
    <Modal
      open={open}
      title={t('engine.importTitle', { title: definition.title[lang] })}
      onCancel={close}
      closable={!uploading}
      keyboard={!uploading}
      mask={{ closable: false }}
      footer={footer}
      width={720}
      destroyOnHidden
    >
      {report ? (
        <Flex vertical gap={12}>
          <Alert
            showIcon
            type={report.failed === 0 ? 'success' : report.committed ? 'warning' : 'error'}
            title={
              report.committed
                ? t('engine.importCommitted', { imported: report.imported, total: report.total })
                : t('engine.importNotCommitted', { failed: report.failed, total: report.total })
            }
          />
          {report.rows.length > 0 ? (
            <Table
              size="small"
              rowKey="row"
              dataSource={report.rows}
              pagination={report.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: t('engine.importRow'), dataIndex: 'row', width: 80 },
                {
                  title: t('engine.importProblems'),
                  dataIndex: 'fields',
                  render: (fields: Record<string, string>) => (
                    <Flex vertical>
                      {Object.entries(fields).map(([field, key]) => (
                        <Typography.Text key={field} type="danger">
                          {problem(field, key)}
                        </Typography.Text>
                      ))}
                    </Flex>
                  ),
                },
              ]}
            />
          ) : null}
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          <Upload.Dragger
            accept={ACCEPT}
            multiple={false}
            maxCount={1}
            disabled={uploading}
            fileList={file ? [{ uid: 'file', name: file.name, size: file.size, status: 'done' }] : []}
            beforeUpload={(picked) => {
              if (!isSpreadsheetName(picked.name)) {
                void message.error(translate('error.importFileType'));
                return Upload.LIST_IGNORE;
              }
              setFile(picked);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('engine.importPick')}</p>
            <p className="ant-upload-hint">{t('engine.importHint')}</p>
          </Upload.Dragger>
          {uploading ? (
            <Progress percent={percent} status="active" aria-label={t('engine.uploading')} />
          ) : null}
        </Flex>
      )}
    </Modal>
  );
}
