import type { CommandState } from '@console/contract/realtime';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CommandState, string> = {
  queued: 'default',
  requested: 'processing',
  acknowledged: 'blue',
  applied: 'success',
  failed: 'error',
};

export function CommandStateTag({ state }: { state: CommandState }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[state]}>{t(`terminalMonitor.states.${state}`)}</Tag>;
}
