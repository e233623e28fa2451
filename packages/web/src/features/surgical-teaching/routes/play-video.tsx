import {
  opCourseDescription,
  opCourseDotDescription,
} from '@console/contract/resources/descriptions/surgical-teaching';
import { Alert, Button, Card, Descriptions, Empty, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { ReferenceName } from '@/engine/reference-name';
import { ResourceList } from '@/engine/resource-list';
import { RowLoadError } from '@/engine/row-load-error';
import { useLang } from '@/engine/use-lang';
import { useResource } from '@/engine/use-resource';
import { clock, DotTimeline } from '../components/dot-timeline';
import { useCourseDots } from '../components/course-dots';
import { COURSES_PATH, courseEditPath } from '../paths';

/**
 * SPEC /opOperationManage/op_courses/playVideo (`?id=` the course): the course's recording — a
 * VOD video, played from VOD's storage — with its dots on the timeline; clicking a dot seeks the
 * video to its time. Below, the dots themselves, added at the current time, edited and removed.
 */
export default function PlayVideoPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const courseId = Number.isInteger(id) && id > 0 ? id : undefined;
  const course = useResource(opCourseDescription, courseId);
  const { dots, error: dotsError, refetch: refetchDots } = useCourseDots(courseId);
  const video = useRef<HTMLVideoElement>(null);
  const [now, setNow] = useState(0);
  const [mediaDuration, setMediaDuration] = useState<number>();

  if (!courseId || course.error)
    return (
      <RowLoadError
        definition={opCourseDescription}
        error={course.error ?? { status: 404 }}
        onBack={() => void navigate(COURSES_PATH)}
        onRetry={() => void course.refetch()}
      />
    );
  if (!course.data) return <PageLoading />;
  const row = course.data;
  const address = typeof row.address === 'string' && row.videoState === 'ready' ? row.address : undefined;
  const poster = typeof row.thumbnailUrl === 'string' ? row.thumbnailUrl : undefined;
  const duration = Number(row.lengthSeconds ?? mediaDuration ?? 0);
  const seek = (seconds: number) => {
    const player = video.current;
    if (!player) return;
    player.currentTime = seconds;
    setNow(seconds);
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {String(row.name)}
          </Typography.Title>
          <Flex gap={8} wrap>
            <Button onClick={() => void navigate(COURSES_PATH)}>{t('surgicalTeaching.backToCourses')}</Button>
            <Button onClick={() => void navigate(courseEditPath(row.id))}>
              {t('surgicalTeaching.editCourse')}
            </Button>
          </Flex>
        </Flex>
        <Flex vertical gap={12}>
          {address ? (
            <video
              ref={video}
              controls
              preload="metadata"
              src={address}
              poster={poster}
              onTimeUpdate={(event) => setNow(event.currentTarget.currentTime)}
              onLoadedMetadata={(event) => setMediaDuration(event.currentTarget.duration)}
              style={{ width: '100%', maxWidth: 960, background: '#000', borderRadius: 8 }}
              data-testid="course-player"
            />
          ) : (
            <Alert type="warning" showIcon title={t('surgicalTeaching.noRecording')} />
          )}
          {dotsError ? (
            <Alert
              type="error"
              showIcon
              title={t('engine.loadFailed')}
              action={
                <Button size="small" onClick={() => void refetchDots()}>
                  {t('engine.retry')}
                </Button>
              }
            />
          ) : dots.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('surgicalTeaching.noDots')} />
          ) : (
            <div style={{ maxWidth: 960 }}>
              <DotTimeline dots={dots} duration={duration} currentTime={now} onSeek={seek} />
            </div>
          )}
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              {
                key: 'organ',
                label: opCourseDescription.fields.organId.label[lang],
                children: <ReferenceName resourceKey="opOrgans" id={Number(row.organId)} />,
              },
              {
                key: 'surgeon',
                label: opCourseDescription.fields.surgeon.label[lang],
                children: String(row.surgeon ?? '-'),
              },
              {
                key: 'length',
                label: opCourseDescription.fields.lengthSeconds.label[lang],
                children: clock(duration),
              },
            ]}
          />
        </Flex>
      </Card>
      <Card>
        <Typography.Paragraph type="secondary">
          {t('surgicalTeaching.dotsHelp', { time: clock(now) })}
        </Typography.Paragraph>
        <ResourceList
          definition={opCourseDotDescription}
          title={t('surgicalTeaching.dots')}
          parent={{ field: 'courseId', id: row.id, customerId: Number(row.customerId) }}
          createDefaults={{ seconds: Math.round(now * 10) / 10 }}
          formContainer="modal"
          rowActions={[
            {
              key: 'seek',
              label: t('surgicalTeaching.seek'),
              run: (dot) => seek(Number(dot.seconds)),
            },
          ]}
          cellRender={{ seconds: (value) => `${clock(Number(value))} (${String(value)} s)` }}
        />
      </Card>
    </Flex>
  );
}
