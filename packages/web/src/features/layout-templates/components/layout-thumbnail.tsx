import type { LayoutArea } from '@console/contract/layout/geometry';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { CANVAS_H, CANVAS_W } from '../utils/editing';

/** A template's areas drawn small (list cells): the main area in the theme colour. */
export function LayoutThumbnail({
  areas,
  background,
  width = 128,
}: {
  areas: readonly LayoutArea[];
  background?: string | null | undefined;
  width?: number;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <svg
      width={width}
      height={(width * CANVAS_H) / CANVAS_W}
      viewBox={`0 0 ${CANVAS_W} ${CANVAS_H}`}
      role="img"
      aria-label={t('layouts.list.thumbnail', { count: areas.length })}
      style={{
        display: 'block',
        border: `1px solid ${token.colorBorder}`,
        background: token.colorFillQuaternary,
      }}
    >
      {background ? (
        <image href={background} x={0} y={0} width={CANVAS_W} height={CANVAS_H} preserveAspectRatio="none" />
      ) : null}
      {areas.map((area, i) => (
        <rect
          key={i}
          x={area.x + 8}
          y={area.y + 8}
          width={Math.max(1, area.width - 16)}
          height={Math.max(1, area.height - 16)}
          fill={area.main ? token.colorPrimary : token.colorTextQuaternary}
          fillOpacity={area.main ? 0.8 : 0.55}
          stroke={token.colorBgContainer}
          strokeWidth={12}
        />
      ))}
    </svg>
  );
}
