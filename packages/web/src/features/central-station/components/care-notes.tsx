import {
  careNoteDescription,
  CARE_NOTE_KINDS,
  CARE_NOTE_MAX_LENGTH,
  type CareNoteKind,
} from '@console/contract/resources/descriptions/care-notes';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/engine/dates';
import { resourceListQueryOptions } from '@/engine/resource-api';
import { useCreateResource, useDeleteResource } from '@/engine/use-resource-mutations';
import { useLang } from '@/engine/use-lang';
import { isApiError } from '@/lib/api-client';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import styles from './central-station.module.css';
import { DeleteOwn } from './delete-own';

/** Notes shown at the bed: the latest ones (the patient's whole history is in their record). */
const NOTES_SHOWN = 50;

interface CareNoteRow {
  id: number;
  kind: CareNoteKind;
  text: string;
  author: string;
  createdAt: string;
}

const KIND_COLORS: Record<CareNoteKind, string> = { nursing: 'blue', doctor: 'purple', handover: 'gold' };

/**
 * The patient's care notes at the bed, newest first, with a form to write one. Only the author
 * removes a note (the server checks it too), after a confirmation.
 */
export function CareNotes({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const user = useUserInfo();
  const notes = useQuery(
    resourceListQueryOptions('careNotes', { patientId, size: NOTES_SHOWN, sort: '-createdAt' }),
  );
  const create = useCreateResource(careNoteDescription);
  const remove = useDeleteResource(careNoteDescription);
  const [form] = Form.useForm<{ kind: CareNoteKind; text: string }>();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: { kind: CareNoteKind; text: string }) => {
    setError(null);
    try {
      await create.mutateAsync({ patientId, kind: values.kind, text: values.text });
      form.resetFields(['text']);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('bedMonitor.notes.saveFailed'));
    }
  };
  const kindLabel = (kind: CareNoteKind) =>
    careNoteDescription.fields.kind.optionLabels?.[kind]?.[lang] ?? kind;

  return (
    <div>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind: 'nursing' }}
        onFinish={(values) => void submit(values)}
        aria-label={t('bedMonitor.notes.write')}
      >
        <Form.Item name="kind" label={t('bedMonitor.notes.kind')} style={{ marginBottom: 8 }}>
          <Select
            style={{ maxWidth: 200 }}
            options={CARE_NOTE_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          />
        </Form.Item>
        <Form.Item
          name="text"
          label={t('bedMonitor.notes.text')}
          rules={[
            { required: true, whitespace: true, message: t('bedMonitor.notes.textRequired') },
            {
              max: CARE_NOTE_MAX_LENGTH,
              message: t('bedMonitor.notes.textTooLong', { max: CARE_NOTE_MAX_LENGTH }),
            },
          ]}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
          style={{ marginBottom: 8 }}
        >
          <Input.TextArea rows={3} maxLength={CARE_NOTE_MAX_LENGTH} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('bedMonitor.notes.add')}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        {notes.isError && !notes.data ? (
          <LoadFailedAlert title={t('bedMonitor.notes.loadFailed')} onRetry={() => void notes.refetch()} />
        ) : !notes.data ? (
          <div aria-busy="true" style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
            <Spinner />
          </div>
        ) : notes.data.list.length === 0 ? (
          <Empty description={t('bedMonitor.notes.empty')} />
        ) : (
          <ol className={styles.notes} aria-label={t('bedMonitor.notes.title')}>
            {(notes.data.list as unknown as CareNoteRow[]).map((note) => (
              <li key={note.id} className={styles.note} data-testid={`care-note-${note.id}`}>
                <Flex justify="space-between" align="center" gap="small" wrap>
                  <span>
                    <Tag color={KIND_COLORS[note.kind]}>{kindLabel(note.kind)}</Tag>
                    <Typography.Text type="secondary">
                      {note.author} · {formatDate(note.createdAt, true)}
                    </Typography.Text>
                  </span>
                  {note.author === user.data?.account && (
                    <DeleteOwn
                      question={t('bedMonitor.notes.confirmDelete')}
                      onDelete={() => remove.mutateAsync(note.id)}
                      failedText={t('bedMonitor.notes.deleteFailed')}
                    />
                  )}
                </Flex>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
                  {note.text}
                </Typography.Paragraph>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
