import { AuditOutlined } from '@ant-design/icons';
import { memberDescription } from '@console/contract/resources/descriptions/members';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ResourceList } from '@/engine/resource-list';
import { isPlatformUser } from '@/engine/use-resource-access';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { useUnlockLoginAction } from '@/lib/session/use-unlock-login-action';
import { useStatusActions } from '../components/use-status-actions';

const CREATE_FIELDS = [
  'account',
  'realName',
  'nickName',
  'phone',
  'email',
  'password',
  'repassword',
  'remark',
];
const EDIT_FIELDS = ['realName', 'nickName', 'phone', 'email', 'remark'];

/**
 * SPEC /device/memberManage: the company's members with search, enable/disable, add, import
 * (xls/xlsx with a per-row report) and export; requests to join are one click away.
 */
export default function MembersPage() {
  const { t } = useTranslation();
  const actions = [...useStatusActions(), useUnlockLoginAction()];
  const user = useUserInfo().data;
  // A platform administrator picks the company of a new member and sees every company's; a
  // customer administrator works in its own company, so the company column is left out.
  const platform = isPlatformUser(user);
  return (
    <ResourceList
      definition={memberDescription}
      title={
        <Flex gap={12} align="center" wrap>
          <span>{t('members.title')}</span>
          <Link to="/device/memberManage/approvalManage">
            <Button size="small" icon={<AuditOutlined />} tabIndex={-1}>
              {t('members.approvals')}
            </Button>
          </Link>
        </Flex>
      }
      formFields={platform ? ['customerId', ...CREATE_FIELDS] : CREATE_FIELDS}
      {...(!platform && user ? { fixedFilters: { customerId: user.customerId } } : {})}
      editFields={EDIT_FIELDS}
      rowActions={actions}
    />
  );
}
