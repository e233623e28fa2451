import { changePasswordSchema, type ChangePasswordInput } from '@console/contract/resources/identity';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, schemaRule } from '@/lib/form-rules';
import { useChangePassword } from '../api/change-password';

/** Old password, new password, repeat; the contract's changePasswordSchema on every field. */
export function ChangePasswordForm({ onSuccess }: { onSuccess?: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [form] = Form.useForm<ChangePasswordInput>();
  const mutation = useChangePassword();
  const labels = {
    oldPassword: t('password.old'),
    password: t('password.new'),
    repassword: t('password.repeat'),
  };
  const rule = (field: keyof typeof labels) =>
    schemaRule(changePasswordSchema, field, labels[field], lang, form);

  const onFinish = (values: ChangePasswordInput) => {
    mutation.mutate(values, {
      onSuccess: () => {
        void message.success(t('password.changed'));
        form.resetFields();
        onSuccess?.();
      },
      onError: (error) => applyServerFieldErrors(form, error, labels, lang),
    });
  };

  return (
    <Form<ChangePasswordInput> form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 420 }}>
      <Form.Item name="oldPassword" label={labels.oldPassword} rules={[rule('oldPassword')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label={labels.password}
        rules={[rule('password')]}
        dependencies={['oldPassword']}
        extra={t('password.hint')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repassword"
        label={labels.repassword}
        rules={[rule('repassword')]}
        dependencies={['password']}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('password.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
