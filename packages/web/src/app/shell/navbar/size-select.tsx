import { ColumnHeightOutlined } from '@ant-design/icons';
import { SIZES, type Size } from '@console/contract/constants';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { appActions, appStore } from '@/app/stores/app-store';

/** SPEC §2 size select: Default, Medium, Small, Mini (kept in the size cookie). */
export function SizeSelect() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const size = appStore.useSelect((s) => s.size);
  const label = t('shell.size');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((key) => ({ key, label: t(`size.${key}`) })),
        onClick: ({ key }) => {
          if (key === size) return;
          appActions.setSize(key as Size);
          void message.success(t('shell.sizeSwitched'));
        },
      }}
    >
      <Button type="text" aria-label={label} title={label} icon={<ColumnHeightOutlined />} />
    </Dropdown>
  );
}
