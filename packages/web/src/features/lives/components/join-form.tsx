import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useJoinLive } from '../api/join-live';

/** Join the stream: the company's live password when it has one and the user is no administrator. */
export default function JoinForm({ id, passwordRequired }: { id: number; passwordRequired: boolean }) {
  const { t } = useTranslation();
  const join = useJoinLive(id);
  const [error, setError] = useState<string | null>(null);
  const submit = ({ password }: { password?: string }) => {
    setError(null);
    join.mutate(password, {
      onError: (e) => setError(e instanceof ApiError ? e.message : t('common.loadFailed')),
    });
  };
  return (
    <Form layout="inline" onFinish={submit} aria-label={t('liveChat.join')}>
      {passwordRequired && (
        <Form.Item
          name="password"
          label={t('liveChat.password')}
          rules={[{ required: true, message: t('liveChat.passwordRequired') }]}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input.Password autoComplete="off" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={join.isPending}>
        {t('liveChat.join')}
      </Button>
      {!passwordRequired && error && <Alert type="error" showIcon title={error} />}
    </Form>
  );
}
