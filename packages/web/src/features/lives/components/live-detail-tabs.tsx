import { liveDescription } from '@console/contract/resources/descriptions/lives';
import type { TFunction } from 'i18next';
import type { DetailTab } from '@/engine/resource-detail';
import { LiveDevicesTab } from './live-devices-tab';
import { LiveFilesTab } from './live-files-tab';
import { LiveInfoTab } from './live-info-tab';
import { OnlineViewersTab } from './online-viewers-tab';

/** SPEC "Live tabs": the detail page's tab routes, in order. */
export const LIVE_TABS = ['liveInfo', 'fileShare', 'deviceInfo', 'onlineDevice', 'onlineAccount'] as const;

/** The live detail's tabs, each its own component: the stream's fields and chat, then the rest. */
export function liveDetailTabs(id: number, t: TFunction): DetailTab[] {
  return [
    {
      key: 'liveInfo',
      label: t('liveChat.tabs.liveInfo'),
      fields: liveDescription.returnedFields,
      stamps: true,
      content: <LiveInfoTab id={id} />,
    },
    { key: 'fileShare', label: t('liveChat.tabs.fileShare'), content: <LiveFilesTab id={id} /> },
    { key: 'deviceInfo', label: t('liveChat.tabs.deviceInfo'), content: <LiveDevicesTab id={id} /> },
    {
      key: 'onlineDevice',
      label: t('liveChat.tabs.onlineDevice'),
      content: <OnlineViewersTab id={id} kind="device" />,
    },
    {
      key: 'onlineAccount',
      label: t('liveChat.tabs.onlineAccount'),
      content: <OnlineViewersTab id={id} kind="account" />,
    },
  ];
}
