import { patientFileDescription } from '@console/contract/resources/descriptions/patient-files';
import { FileOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/engine/dates';
import { LazyImageInput } from '@/engine/lazy-inputs';
import { resourceListQueryOptions } from '@/engine/resource-api';
import { useCreateResource, useDeleteResource } from '@/engine/use-resource-mutations';
import { isApiError } from '@/lib/api-client';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { openPatientFile } from '../api/open-patient-file';
import styles from './central-station.module.css';
import { DeleteOwn } from './delete-own';

/** Files shown at the bed: the latest ones. */
const FILES_SHOWN = 50;

interface PatientFileRow {
  id: number;
  title: string;
  uploadedBy: string;
  createdAt: string;
}

/**
 * The patient's files at the bed (reports, letters, photos), newest first: open one (fetched with
 * the session), put one there (title and an upload checked like the server checks it), remove
 * one's own after a confirmation.
 */
export function PatientFiles({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useUserInfo();
  const files = useQuery(
    resourceListQueryOptions('patientFiles', { patientId, size: FILES_SHOWN, sort: '-createdAt' }),
  );
  const create = useCreateResource(patientFileDescription);
  const remove = useDeleteResource(patientFileDescription);
  const [form] = Form.useForm<{ title: string; file?: string }>();
  const [error, setError] = useState<string | null>(null);
  const failed = (failure: unknown, fallback: string) =>
    void message.error(isApiError(failure) ? failure.message : fallback);

  const submit = async (values: { title: string; file?: string }) => {
    setError(null);
    try {
      await create.mutateAsync({ patientId, title: values.title, file: values.file });
      form.resetFields();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('bedMonitor.files.saveFailed'));
    }
  };

  return (
    <div>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="title"
          label={t('bedMonitor.files.fileTitle')}
          rules={[{ required: true, whitespace: true, message: t('bedMonitor.files.titleRequired') }]}
          style={{ marginBottom: 8 }}
        >
          <Input maxLength={64} style={{ maxWidth: 360 }} />
        </Form.Item>
        <Form.Item
          name="file"
          label={t('bedMonitor.files.file')}
          rules={[{ required: true, message: t('bedMonitor.files.fileRequired') }]}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
          style={{ marginBottom: 8 }}
        >
          <LazyImageInput id="patient-file-upload" rule={patientFileDescription.fields.file.upload} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('bedMonitor.files.add')}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        {files.isError && !files.data ? (
          <LoadFailedAlert title={t('bedMonitor.files.loadFailed')} onRetry={() => void files.refetch()} />
        ) : !files.data ? (
          <div aria-busy="true" style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
            <Spinner />
          </div>
        ) : files.data.list.length === 0 ? (
          <Empty description={t('bedMonitor.files.empty')} />
        ) : (
          <ol className={styles.notes} aria-label={t('bedMonitor.files.title')}>
            {(files.data.list as unknown as PatientFileRow[]).map((file) => (
              <li key={file.id} className={styles.note} data-testid={`patient-file-${file.id}`}>
                <Flex justify="space-between" align="center" gap="small" wrap>
                  <Button
                    type="link"
                    icon={<FileOutlined />}
                    style={{ paddingInline: 0 }}
                    onClick={() =>
                      openPatientFile(file.id).catch((failure: unknown) =>
                        failed(failure, t('bedMonitor.files.openFailed')),
                      )
                    }
                  >
                    {file.title}
                  </Button>
                  <span>
                    <Typography.Text type="secondary">
                      {file.uploadedBy} · {formatDate(file.createdAt, true)}
                    </Typography.Text>
                    {file.uploadedBy === user.data?.account && (
                      <DeleteOwn
                        question={t('bedMonitor.files.confirmDelete', { title: file.title })}
                        onDelete={() => remove.mutateAsync(file.id)}
                        failedText={t('bedMonitor.files.deleteFailed')}
                      />
                    )}
                  </span>
                </Flex>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
