import { DownOutlined, IdcardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/app/routes/session-context';
import { useLogout } from '@/lib/session/api/logout';
import styles from './navbar.module.css';

/** SPEC §2 user dropdown: customer info, profile, logout. */
export function UserDropdown({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const logout = useLogout();
  const name = user.realName || user.nickName || user.account;

  const items: MenuProps['items'] = [
    { key: '/public/companyInfo', icon: <IdcardOutlined />, label: t('shell.customerInfo') },
    { key: '/profile/index', icon: <UserOutlined />, label: t('shell.profile') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== 'logout') {
      navigate(key);
      return;
    }
    // Local session is cleared whatever the server answers (lib/session/api/logout).
    logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <Button
        type="text"
        aria-label={compact ? t('shell.userMenu') : `${name}, ${t('shell.userMenu')}`}
        title={name}
        loading={logout.isPending}
      >
        <span className={styles.user}>
          <Avatar size="small" src={user.avatarUrl || undefined} icon={<UserOutlined />} alt="" />
          {!compact && <span className={styles.userName}>{name}</span>}
          <DownOutlined />
        </span>
      </Button>
    </Dropdown>
  );
}
