import { adminDefinition } from '@console/contract/resources/admins';
import { App, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useResourceAction } from '@/engine/use-resource-mutations';

/**
 * The admins' `resetPassword` action: after a confirmation the server makes a new one-time
 * password, shown here once with a copy button (the admin must change it at next login).
 */
export function useResetPasswordAction(): RowAction {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const action = useResourceAction<{ password: string }>(adminDefinition);

  const run = async (row: ResourceRow) => {
    const { password } = await action.mutateAsync({ id: row.id, action: 'resetPassword' });
    modal.success({
      title: t('admins.passwordReset'),
      mask: { closable: false },
      okText: t('engine.close'),
      content: (
        <Flex vertical gap={8}>
          <Typography.Text>
            {t('admins.passwordOnce', { name: String(row.username ?? row.realName ?? row.id) })}
          </Typography.Text>
          <Typography.Paragraph
            copyable={{ text: password, tooltips: [t('admins.copy'), t('admins.copied')] }}
            code
            style={{ fontSize: 18, margin: 0 }}
          >
            {password}
          </Typography.Paragraph>
        </Flex>
      ),
    });
  };

  return {
    key: 'resetPassword',
    label: t('admins.resetPassword'),
    confirm: t('admins.resetConfirm'),
    run,
  };
}
