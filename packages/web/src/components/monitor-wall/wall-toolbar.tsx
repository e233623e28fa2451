import { Button, Flex, Segmented, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WALL_SPLITS, type WallRotation, type WallSplit } from './use-wall-rotation';

/** The split chooser, the page shown, the rotation's period and its pause button. */
export function WallToolbar({
  split,
  onSplit,
  rotation,
  seconds,
  testId,
}: {
  split: WallSplit;
  onSplit: (split: WallSplit) => void;
  rotation: Pick<WallRotation<unknown>, 'page' | 'pages' | 'paused' | 'togglePause' | 'reset'>;
  seconds: number;
  /** `data-testid` of the page counter. */
  testId?: string;
}) {
  const { t } = useTranslation();
  const label = useId();
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text id={label}>{t('monitorWall.split')}</Typography.Text>
      <Segmented
        aria-labelledby={label}
        value={split}
        options={WALL_SPLITS.map((value) => ({ value, label: String(value) }))}
        onChange={(value) => {
          onSplit(value);
          rotation.reset();
        }}
      />
      <Typography.Text type="secondary" data-testid={testId}>
        {t('monitorWall.page', { page: rotation.page + 1, pages: rotation.pages })}
      </Typography.Text>
      <Typography.Text type="secondary">
        {rotation.paused ? t('monitorWall.paused') : t('monitorWall.rotation', { seconds })}
      </Typography.Text>
      <Button onClick={rotation.togglePause}>
        {rotation.paused ? t('monitorWall.resume') : t('monitorWall.pause')}
      </Button>
    </Flex>
  );
}
