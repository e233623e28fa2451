import { WarningFilled } from '@ant-design/icons';
import type { LayoutArea } from '@console/contract/layout/geometry';
import { theme } from 'antd';
import { useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CANVAS_H, CANVAS_W, dragArea, GRID, MOVE, nudgeArea, snapLines, type Edges } from '../utils/editing';
import styles from './layout-canvas.module.css';

export interface LayoutCanvasProps {
  areas: readonly LayoutArea[];
  selected: number | null;
  onSelect: (index: number | null) => void;
  /** One area changed (dragged, resized, nudged): called on every step of a drag. */
  onChange: (index: number, area: LayoutArea) => void;
  onDelete: (index: number) => void;
  /** Background image URL, drawn behind the areas. */
  background?: string | undefined;
  /** Translated problems of each area (from the contract check). */
  problems: ReadonlyMap<number, readonly string[]>;
}

const HANDLES: { key: string; edges: Edges; style: CSSProperties; cursor: string }[] = [
  { key: 'nw', edges: { left: true, top: true }, style: { left: 0, top: 0 }, cursor: 'nwse-resize' },
  { key: 'n', edges: { top: true }, style: { left: '50%', top: 0 }, cursor: 'ns-resize' },
  { key: 'ne', edges: { right: true, top: true }, style: { left: '100%', top: 0 }, cursor: 'nesw-resize' },
  { key: 'e', edges: { right: true }, style: { left: '100%', top: '50%' }, cursor: 'ew-resize' },
  {
    key: 'se',
    edges: { right: true, bottom: true },
    style: { left: '100%', top: '100%' },
    cursor: 'nwse-resize',
  },
  { key: 's', edges: { bottom: true }, style: { left: '50%', top: '100%' }, cursor: 'ns-resize' },
  { key: 'sw', edges: { left: true, bottom: true }, style: { left: 0, top: '100%' }, cursor: 'nesw-resize' },
  { key: 'w', edges: { left: true }, style: { left: 0, top: '50%' }, cursor: 'ew-resize' },
];

/** Screen pixels within which a dragged edge snaps to a line. */
const SNAP_SCREEN_PX = 8;
const pct = (value: number, of: number) => `${(value / of) * 100}%`;

interface Drag {
  index: number;
  edges: Edges;
  start: LayoutArea;
  clientX: number;
  clientY: number;
  /** Canvas pixels per screen pixel. */
  scale: number;
  lines: { x: number[]; y: number[] };
}

/**
 * The 1920×1080 canvas scaled to its container's width (the aspect ratio is kept by CSS, so it
 * fits a phone too), the background behind, each area a box with its number and "main". Areas
 * are dragged to move, by their handles to resize (snapping to a 40 px grid and to the other
 * areas' edges; hold Alt for free movement), or with the keyboard: arrows move by the grid, with
 * Shift they resize, with Ctrl/Alt by one pixel, Delete removes.
 */
export function LayoutCanvas({
  areas,
  selected,
  onSelect,
  onChange,
  onDelete,
  background,
  problems,
}: LayoutCanvasProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const canvas = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  const begin = (event: PointerEvent, index: number, edges: Edges) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    const rect = canvas.current?.getBoundingClientRect();
    if (!rect?.width) return;
    onSelect(index);
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    drag.current = {
      index,
      edges,
      start: areas[index]!,
      clientX: event.clientX,
      clientY: event.clientY,
      scale: CANVAS_W / rect.width,
      lines: { x: snapLines(areas, index, 'x'), y: snapLines(areas, index, 'y') },
    };
    // focus the area so the keyboard continues where the pointer left off
    (event.currentTarget.closest('[data-area]') as HTMLElement | null)?.focus();
  };

  const move = (event: PointerEvent) => {
    const current = drag.current;
    if (!current) return;
    const dx = (event.clientX - current.clientX) * current.scale;
    const dy = (event.clientY - current.clientY) * current.scale;
    const threshold = event.altKey ? 0 : SNAP_SCREEN_PX * current.scale;
    const next = dragArea(current.start, current.edges, dx, dy, current.lines, threshold);
    const before = areas[current.index];
    if (
      before &&
      (before.x !== next.x ||
        before.y !== next.y ||
        before.width !== next.width ||
        before.height !== next.height)
    )
      onChange(current.index, next);
  };

  const end = (event: PointerEvent) => {
    if (!drag.current) return;
    (event.currentTarget as HTMLElement).releasePointerCapture?.(event.pointerId);
    drag.current = null;
  };

  const keyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onDelete(index);
      return;
    }
    if (event.key === 'Escape') {
      onSelect(null);
      return;
    }
    const step = event.ctrlKey || event.altKey || event.metaKey ? 1 : GRID;
    const next = nudgeArea(areas[index]!, event.key, step, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onSelect(index);
    onChange(index, next);
  };

  return (
    <div
      ref={canvas}
      className={styles.canvas}
      style={{
        aspectRatio: `${CANVAS_W} / ${CANVAS_H}`,
        backgroundColor: token.colorFillQuaternary,
        backgroundImage: background ? `url("${background}")` : undefined,
        borderColor: token.colorBorder,
      }}
      data-testid="layout-canvas"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onSelect(null);
      }}
    >
      {/* the snap grid, faint, only where there is no background to see */}
      {background ? null : (
        <div
          className={styles.grid}
          style={{ backgroundSize: `${pct(GRID, CANVAS_W)} ${pct(GRID, CANVAS_H)}` }}
          aria-hidden
        />
      )}
      {areas.map((area, index) => {
        const issues = problems.get(index) ?? [];
        const isSelected = selected === index;
        const color = issues.length
          ? token.colorError
          : area.main
            ? token.colorPrimary
            : token.colorTextSecondary;
        const name = t('layouts.editor.areaName', { n: index + 1 });
        const description = [
          name,
          area.main ? t('layouts.editor.main') : '',
          t('layouts.editor.areaBox', { x: area.x, y: area.y, width: area.width, height: area.height }),
          ...issues,
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <div
            key={index}
            data-area={index}
            role="button"
            tabIndex={0}
            aria-pressed={isSelected}
            aria-label={description}
            aria-invalid={issues.length > 0}
            title={issues.join('\n') || undefined}
            className={styles.area}
            style={{
              left: pct(area.x, CANVAS_W),
              top: pct(area.y, CANVAS_H),
              width: pct(area.width, CANVAS_W),
              height: pct(area.height, CANVAS_H),
              borderColor: color,
              borderStyle: issues.length ? 'dashed' : 'solid',
              background: issues.length
                ? token.colorErrorBg
                : area.main
                  ? token.colorPrimaryBg
                  : token.colorBgContainer,
              opacity: background ? 0.82 : 1,
              outline: isSelected ? `3px solid ${token.colorPrimary}` : undefined,
              zIndex: isSelected ? 2 : 1,
            }}
            onPointerDown={(event) => begin(event, index, MOVE)}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
            onKeyDown={(event) => keyDown(event, index)}
            onFocus={() => onSelect(index)}
          >
            <span className={styles.label} style={{ color }}>
              {index + 1}
              {area.main ? (
                <span className={styles.main} style={{ background: token.colorPrimary }}>
                  {t('layouts.editor.main')}
                </span>
              ) : null}
              {issues.length ? <WarningFilled aria-hidden /> : null}
            </span>
            {isSelected
              ? HANDLES.map((handle) => (
                  <span
                    key={handle.key}
                    className={styles.handle}
                    style={{ ...handle.style, cursor: handle.cursor, borderColor: token.colorPrimary }}
                    aria-hidden
                    onPointerDown={(event) => begin(event, index, handle.edges)}
                    onPointerMove={move}
                    onPointerUp={end}
                    onPointerCancel={end}
                  />
                ))
              : null}
          </div>
        );
      })}
    </div>
  );
}
