import { LAYOUT_CANVAS } from '@console/contract/constants';
import type { LayoutArea } from '@console/contract/layout/geometry';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

const W = LAYOUT_CANVAS.width;
const H = LAYOUT_CANVAS.height;

/**
 * A template's areas drawn to scale (list cells, a terminal's screen layout): the main area in
 * the theme colour, each area optionally captioned (the source shown there).
 */
export function LayoutPreview({
  areas,
  background,
  width = 128,
  captions,
  label,
}: {
  areas: readonly LayoutArea[];
  background?: string | null | undefined;
  width?: number | string;
  /** Text per area index, drawn in its area. */
  captions?: readonly (string | undefined)[];
  /** What the picture shows, for screen readers (default: the number of areas). */
  label?: string;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <svg
      width={width}
      {...(typeof width === 'number' ? { height: (width * H) / W } : {})}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label ?? t('layouts.list.thumbnail', { count: areas.length })}
      style={{
        display: 'block',
        maxWidth: '100%',
        aspectRatio: `${W} / ${H}`,
        border: `1px solid ${token.colorBorder}`,
        background: token.colorFillQuaternary,
      }}
    >
      {background ? (
        <image href={background} x={0} y={0} width={W} height={H} preserveAspectRatio="none" />
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
      {captions
        ? areas.map((area, i) => (
            <text
              key={i}
              x={area.x + area.width / 2}
              y={area.y + area.height / 2}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize={Math.min(72, area.height / 4)}
              // readable on either fill: the main area's theme colour or the others' grey
              fill={area.main ? token.colorTextLightSolid : token.colorText}
            >
              {`${i + 1}${captions[i] ? ` · ${captions[i]}` : ''}`}
            </text>
          ))
        : null}
    </svg>
  );
}
