import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ColumnChoice {
  name: string;
  label: string;
}

/** Show/hide columns; the order stays the definition's. */
export function ColumnSettings({
  columns,
  visible,
  onChange,
  onReset,
}: {
  columns: readonly ColumnChoice[];
  visible: readonly string[];
  onChange: (names: string[]) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const content = (
    <Flex vertical gap={4} style={{ maxHeight: 360, overflow: 'auto', minWidth: 180 }}>
      {columns.map((column) => (
        <Checkbox
          key={column.name}
          checked={visible.includes(column.name)}
          onChange={(event) =>
            onChange(
              columns
                .map((c) => c.name)
                .filter((name) => (name === column.name ? event.target.checked : visible.includes(name))),
            )
          }
        >
          {column.label}
        </Checkbox>
      ))}
      <Button size="small" type="link" onClick={onReset} style={{ alignSelf: 'flex-start', padding: 0 }}>
        {t('engine.resetColumns')}
      </Button>
    </Flex>
  );
  return (
    <Popover content={content} title={t('engine.columns')} trigger="click" placement="bottomRight">
      <Tooltip title={t('engine.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('engine.columns')} />
      </Tooltip>
    </Popover>
  );
}
