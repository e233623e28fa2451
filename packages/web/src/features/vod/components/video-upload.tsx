import { InboxOutlined } from '@ant-design/icons';
import { translate } from '@/lib/messages';
import { UPLOAD_LIMITS } from '@console/contract/constants';
import { checkUploadContent, SNIFF_BYTES, UPLOAD_RULES, VOD_UPLOADS_PATH } from '@console/contract/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Progress, Typography, Upload as Dropzone } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload, type DetailedError } from 'tus-js-client';
import { resourceKeys } from '@/engine/resource-keys';
import { formatBytes } from '@/engine/format-bytes';
import { useLang } from '@/engine/use-lang';
import { API_BASE } from '@/lib/config';
import { getToken } from '@/lib/cookies';

/** An upload that has sent nothing for this long is restarted from the server's offset. */
export const STALL_MS = 30_000;
const CHUNK_BYTES = 16 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

type Phase = 'idle' | 'uploading' | 'paused' | 'retrying' | 'done' | 'error';

/** The server's words for a refused request (our envelope), else the transport's. */
function reasonOf(error: Error | DetailedError, fallback: string): string {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  if (body) {
    try {
      const parsed = JSON.parse(body) as { errInfo?: string };
      if (parsed.errInfo) return parsed.errInfo;
    } catch {
      // not our envelope: fall through
    }
  }
  return fallback;
}

/**
 * Uploads a video's MP4 with the tus protocol: progress, pause and resume, retries after a dropped
 * connection, a restart when nothing moved for {@link STALL_MS}, and resume after a page reload
 * (choose the same file again: its fingerprint finds the upload the server kept). The file's size
 * and head are checked here first; the server's check (ffprobe) is the one that counts.
 */
export function VideoUpload({ videoId, disabled }: { videoId: number; disabled?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const upload = useRef<Upload | undefined>(undefined);
  const lastProgress = useRef(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [sent, setSent] = useState({ bytes: 0, total: 0 });
  const [error, setError] = useState<string>();
  const [resumed, setResumed] = useState(false);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: resourceKeys.all('vodVideos') });

  // A stalled upload (no byte acknowledged for STALL_MS) is aborted and started again: tus asks
  // the server where it stands and goes on from there.
  useEffect(() => {
    if (phase !== 'uploading' && phase !== 'retrying') return undefined;
    const timer = window.setInterval(() => {
      const current = upload.current;
      if (!current || Date.now() - lastProgress.current < STALL_MS) return;
      lastProgress.current = Date.now();
      setPhase('retrying');
      void current.abort(false).then(() => current.start());
    }, 5000);
    return () => window.clearInterval(timer);
  }, [phase]);

  useEffect(
    () => () => {
      void upload.current?.abort(false);
    },
    [],
  );

  const start = async (file: File) => {
    setError(undefined);
    if (file.size > UPLOAD_LIMITS.vodVideo)
      return setError(translate('error.vodUploadTooLarge', { max: formatBytes(UPLOAD_LIMITS.vodVideo) }));
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const problem = checkUploadContent(UPLOAD_RULES.vodVideo, head);
    if (problem) return setError(translate(problem.key, problem.params ?? {}));
    const token = getToken() ?? '';
    const tus = new Upload(file, {
      endpoint: `${API_BASE}${VOD_UPLOADS_PATH}`,
      headers: { token, Authorization: `Bearer ${token}`, 'Accept-Language': lang },
      metadata: { videoId: String(videoId), filename: file.name },
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      removeFingerprintOnSuccess: true,
      fingerprint: (f: File) => Promise.resolve(`vod-${videoId}-${f.name}-${f.size}-${f.lastModified}`),
      onProgress: (bytes, total) => {
        lastProgress.current = Date.now();
        setSent({ bytes, total });
        setPhase((was) => (was === 'retrying' ? 'uploading' : was));
      },
      onShouldRetry: (err, attempt) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        const retry =
          (status === 0 || status >= 500 || status === 409 || status === 423) &&
          attempt < RETRY_DELAYS.length;
        if (retry) setPhase('retrying');
        return retry;
      },
      onError: (err) => {
        setPhase('error');
        setError(reasonOf(err, t('vod.upload.failed')));
        refresh();
      },
      onSuccess: () => {
        setPhase('done');
        refresh();
      },
      onUploadUrlAvailable: refresh,
    });
    upload.current = tus;
    const previous = await tus.findPreviousUploads();
    if (previous[0]) {
      tus.resumeFromPreviousUpload(previous[0]);
      setResumed(true);
    }
    lastProgress.current = Date.now();
    setSent({ bytes: 0, total: file.size });
    setPhase('uploading');
    tus.start();
    return undefined;
  };

  const pause = () => {
    void upload.current?.abort(false);
    setPhase('paused');
  };
  const resume = () => {
    lastProgress.current = Date.now();
    upload.current?.start();
    setPhase('uploading');
  };
  const cancel = () => {
    void upload.current?.abort(true).finally(refresh);
    upload.current = undefined;
    setPhase('idle');
    setSent({ bytes: 0, total: 0 });
  };

  const percent = sent.total ? Math.floor((sent.bytes / sent.total) * 100) : 0;
  const busy = phase === 'uploading' || phase === 'paused' || phase === 'retrying';
  return (
    <Flex vertical gap={12} data-testid="video-upload">
      {!busy ? (
        <Dropzone.Dragger
          accept="video/mp4,.mp4"
          showUploadList={false}
          disabled={disabled}
          beforeUpload={(file) => {
            void start(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('vod.upload.choose')}</p>
          <p className="ant-upload-hint">
            {t('vod.upload.hint', { max: formatBytes(UPLOAD_LIMITS.vodVideo) })}
          </p>
        </Dropzone.Dragger>
      ) : null}
      {phase !== 'idle' && sent.total > 0 ? (
        <Flex vertical gap={4}>
          <Progress
            percent={percent}
            status={phase === 'error' ? 'exception' : phase === 'done' ? 'success' : 'active'}
            aria-label={t('vod.upload.progress')}
          />
          <Typography.Text type="secondary" data-testid="upload-status">
            {t(`vod.upload.${phase}`)} · {formatBytes(sent.bytes)} / {formatBytes(sent.total)}
            {resumed ? ` · ${t('vod.upload.resumed')}` : ''}
          </Typography.Text>
        </Flex>
      ) : null}
      {busy ? (
        <Flex gap={8} wrap>
          {phase === 'paused' ? (
            <Button type="primary" onClick={resume}>
              {t('vod.upload.resume')}
            </Button>
          ) : (
            <Button onClick={pause}>{t('vod.upload.pause')}</Button>
          )}
          <Button danger onClick={cancel}>
            {t('vod.upload.cancel')}
          </Button>
        </Flex>
      ) : null}
      {error ? <Alert type="error" showIcon message={error} data-testid="upload-error" /> : null}
    </Flex>
  );
}
