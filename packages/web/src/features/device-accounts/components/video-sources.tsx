import { videoSourceDescription } from '@console/contract/resources/descriptions/video-sources';
import { Alert, App, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useUpdateResource } from '@/engine/use-resource-mutations';

/** The main stream first, the sub stream under its switch. */
const FORM_FIELDS = [
  'name',
  'type',
  'primary',
  'enabled',
  'mainResolution',
  'mainFrameRate',
  'mainBitrate',
  'mainEncodingMode',
  'mainQuality',
  'subStreamEnabled',
  'subResolution',
  'subFrameRate',
  'subBitrate',
  'subEncodingMode',
  'subQuality',
];

/**
 * Tab inputSource: the terminal's video sources. One per type and exactly one main source
 * (SPEC §8); the server enforces both, this tab says so and offers "set as main source".
 */
export default function VideoSources({ deviceAccountId }: { deviceAccountId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateResource(videoSourceDescription);
  const parent = useMemo(() => ({ field: 'deviceAccountId', id: deviceAccountId }), [deviceAccountId]);
  const sections = useMemo(
    () => [
      { key: 'source', title: t('deviceAccounts.sources.source'), fields: FORM_FIELDS.slice(0, 4) },
      { key: 'main', title: t('deviceAccounts.sources.mainStream'), fields: FORM_FIELDS.slice(4, 9) },
      { key: 'sub', title: t('deviceAccounts.sources.subStream'), fields: FORM_FIELDS.slice(9) },
    ],
    [t],
  );
  const rowActions = useMemo<RowAction[]>(
    () => [
      {
        key: 'setMain',
        label: t('deviceAccounts.sources.setMain'),
        confirm: t('deviceAccounts.sources.confirmSetMain'),
        visible: (row: ResourceRow) => row.primary !== true && row.enabled === true,
        run: (row: ResourceRow) =>
          update.mutateAsync({ id: row.id, values: { primary: true } }).then(() => {
            void message.success(t('deviceAccounts.sources.mainChanged'));
          }),
      },
    ],
    [message, t, update],
  );
  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t('deviceAccounts.sources.rules')} />
      <ResourceList
        definition={videoSourceDescription}
        title={t('deviceAccounts.tabs.inputSource')}
        parent={parent}
        formSections={sections}
        rowActions={rowActions}
      />
    </Flex>
  );
}
