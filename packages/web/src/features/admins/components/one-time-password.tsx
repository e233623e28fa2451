import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A reset password, shown once: who it is for, and the password with a copy button. */
export default function OneTimePassword({ name, password }: { name: string; password: string }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <Typography.Text>{t('admins.passwordOnce', { name })}</Typography.Text>
      <Typography.Paragraph
        copyable={{ text: password, tooltips: [t('admins.copy'), t('admins.copied')] }}
        code
        style={{ fontSize: 18, margin: 0 }}
      >
        {password}
      </Typography.Paragraph>
    </Flex>
  );
}
