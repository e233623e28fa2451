import { EnvironmentFilled } from '@ant-design/icons';
import { bedDescription } from '@console/contract/resources/descriptions/beds';
import { MAX_PAGE_SIZE } from '@console/contract/api/paging';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Empty, Flex, Select, Skeleton, Typography, theme } from 'antd';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceListQueryOptions } from '@/engine/resource-api';
import { useUpdateResource } from '@/engine/use-resource-mutations';
import type { ResourceRow } from '@/engine/types';

interface BedRow extends ResourceRow {
  number: number;
  name: string;
  mapX: number | null;
  mapY: number | null;
}

/**
 * Bed map points on the ward map (tab bedManagement): choose a bed, click the map to place it;
 * every bed with a point is a marker. Points are the beds' `mapX`/`mapY` (percent of the map's
 * width and height), also editable in the bed form for keyboard users.
 */
export function BedMap({ wardId, mapUrl }: { wardId: number; mapUrl: string | null | undefined }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<number | null>(null);
  const beds = useQuery(
    resourceListQueryOptions(bedDescription.key, { wardId, size: MAX_PAGE_SIZE, sort: 'number' }),
  );
  const update = useUpdateResource(bedDescription);

  if (!mapUrl) return <Empty description={t('icuWards.map.noMap')} />;
  if (beds.isPending) return <Skeleton active />;
  if (beds.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const rows = beds.data.list as BedRow[];

  const place = (event: MouseEvent<HTMLDivElement>) => {
    if (selected === null) {
      void message.info(t('icuWards.map.chooseFirst'));
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
    const mapX = clamp(((event.clientX - box.left) / box.width) * 100);
    const mapY = clamp(((event.clientY - box.top) / box.height) * 100);
    update.mutate(
      { id: selected, values: { mapX, mapY } },
      { onSuccess: () => void message.success(t('icuWards.map.placed')) },
    );
  };

  return (
    <Flex vertical gap={12} data-testid="bed-map">
      <Flex gap={8} align="center" wrap>
        <Typography.Text id="bed-map-bed">{t('icuWards.map.bed')}</Typography.Text>
        <Select<number>
          aria-labelledby="bed-map-bed"
          style={{ minWidth: 220 }}
          placeholder={t('icuWards.map.choose')}
          value={selected}
          onChange={setSelected}
          options={rows.map((bed) => ({ value: bed.id, label: `${bed.number} · ${bed.name}` }))}
        />
        <Typography.Text type="secondary">{t('icuWards.map.help')}</Typography.Text>
      </Flex>
      <div
        role="presentation"
        onClick={place}
        style={{
          position: 'relative',
          maxWidth: 960,
          cursor: selected === null ? 'default' : 'crosshair',
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          overflow: 'hidden',
        }}
      >
        <img
          src={mapUrl}
          alt={t('icuWards.map.alt')}
          style={{ display: 'block', width: '100%' }}
          draggable={false}
        />
        {rows
          .filter((bed) => bed.mapX !== null && bed.mapY !== null)
          .map((bed) => (
            <span
              key={bed.id}
              data-testid={`bed-marker-${bed.number}`}
              title={bed.name}
              style={{
                position: 'absolute',
                left: `${bed.mapX}%`,
                top: `${bed.mapY}%`,
                transform: 'translate(-50%, -100%)',
                color: bed.id === selected ? token.colorError : token.colorPrimary,
                fontSize: 12,
                fontWeight: 600,
                textAlign: 'center',
                pointerEvents: 'none',
                textShadow: `0 0 2px ${token.colorBgContainer}`,
              }}
            >
              <EnvironmentFilled style={{ fontSize: 20 }} />
              <br />
              {bed.number}
            </span>
          ))}
      </div>
    </Flex>
  );
}
