import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routeFor } from '@/engine/fields';
import { useRealtimeTopic } from '@/lib/use-realtime';

/**
 * A server the probes found down (ADR 0029) raises a notification in the shell, on whatever page
 * a platform administrator is, with its error and a link to its info page. Only the change from
 * up to down notifies, not every probe that finds it still down.
 */
export function ServerDownNotifier() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  useRealtimeTopic('servers', async (event) => {
    if (event.type !== 'server' || !event.wentDown) return;
    const { probe } = event;
    // The servers' descriptions load with the first server that goes down, not with every page.
    const { SERVER_DESCRIPTIONS } = await import('@console/contract/resources/descriptions/servers');
    const path = routeFor(SERVER_DESCRIPTIONS[probe.kind].routes?.detail, probe.serverId);
    const key = `server-down-${probe.serverId}`;
    notification.error({
      key,
      title: t('servers.wentDown', { name: probe.name }),
      description: probe.error ?? undefined,
      duration: 0,
      actions: path ? (
        <Button
          size="small"
          onClick={() => {
            notification.destroy(key);
            void navigate(path);
          }}
        >
          {t('servers.open')}
        </Button>
      ) : undefined,
    });
  });
  return null;
}
