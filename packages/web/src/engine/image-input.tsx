import { DeleteOutlined, InboxOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { UploadRule } from '@console/contract/resources/define';
import { translate } from '@/lib/messages';
import {
  checkUploadContent,
  checkUploadFile,
  checkUploadSize,
  PRIVATE_UPLOAD_PURPOSES,
  sniffType,
  SNIFF_BYTES,
  UPLOADS_PATH,
  type UploadProblem,
  type UploadPurposeRule,
  type UploadResult,
} from '@console/contract/uploads';
import { Alert, Button, Flex, Image, Input, Progress, Tag, Typography, Upload, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '@/lib/api-client';
import { formatBytes } from './format-bytes';

type UploadRequestOption = Parameters<NonNullable<UploadProps['customRequest']>>[0];

const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
  'video/mp4': 'MP4',
  'application/pdf': 'PDF',
  'application/zip': 'ZIP',
  'application/json': 'JSON',
};

/** "PNG/JPG, at most 10 MB" (and the exact pixel size, if any) from a definition's upload rule. */
export function useUploadRuleText(rule: UploadRule | undefined): string | undefined {
  const { t } = useTranslation();
  if (!rule) return undefined;
  const types = rule.accept.map((type) => TYPE_NAMES[type] ?? type).join('/');
  const text = t('engine.uploadRule', { types, size: formatBytes(rule.maxBytes) });
  return rule.width && rule.height ? `${text} · ${rule.width}×${rule.height}` : text;
}

export interface ImageInputProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  id?: string;
  rule?: UploadRule | undefined;
  /** State the upload rule under the input (off when the field's own help already does). */
  showRule?: boolean;
  /** Platform administrators upload on behalf of this company. */
  customerId?: number | undefined;
}

/**
 * The same checks the server runs, on the file's own bytes, before anything is sent: type and
 * pixel size from the first bytes, then an image decoded to its end (a video only by its head).
 */
async function checkFile(rule: UploadPurposeRule, file: Blob): Promise<UploadProblem | undefined> {
  const size = checkUploadSize(rule, file.size);
  if (size) return size;
  const head = await readBytes(file.slice(0, SNIFF_BYTES));
  const problem = checkUploadContent(rule, head);
  if (problem || sniffType(head) === 'video/mp4') return problem;
  return checkUploadFile(rule, await readBytes(file));
}

/** A file's bytes (FileReader: works in every browser the console supports). */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

const isUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^(https?:\/\/|\/)/.test(value);

/**
 * An image field: with an upload rule that names a purpose, a real upload (click, drag or
 * keyboard; type, size and pixel size checked on the file's content before sending, then by the
 * server), with progress, preview, replace and remove. The field's value stays the file's URL.
 * Without a purpose it takes an address, as before uploads existed.
 */
export function ImageInput({
  value,
  onChange,
  disabled,
  id,
  rule,
  showRule = true,
  customerId,
}: ImageInputProps) {
  const { t } = useTranslation();
  const ruleText = useUploadRuleText(rule);
  const [percent, setPercent] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const url = isUrl(value) ? value : undefined;
  const uploading = percent !== undefined;

  if (!rule?.purpose) {
    return (
      <Flex gap={12} align="flex-start">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Input
            id={id}
            value={value ?? ''}
            disabled={disabled}
            placeholder={t('engine.imageUrl')}
            inputMode="url"
            onChange={(event) => onChange?.(event.target.value === '' ? undefined : event.target.value)}
          />
          {ruleText && showRule ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {ruleText}
            </Typography.Text>
          ) : null}
        </div>
        {url ? (
          <Image
            src={url}
            alt={t('engine.preview')}
            width={64}
            height={64}
            style={{ objectFit: 'contain' }}
          />
        ) : null}
      </Flex>
    );
  }
  const purposeRule = rule as UploadPurposeRule;

  const send = async (options: UploadRequestOption) => {
    const file = options.file as Blob;
    setError(undefined);
    const problem = await checkFile(purposeRule, file).catch((): UploadProblem => ({
      key: 'error.uploadFailed',
    }));
    if (problem) {
      setError(translate(problem.key, problem.params));
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    try {
      const result = await api.upload<UploadResult>(UPLOADS_PATH, file, {
        params: { purpose: purposeRule.purpose, customerId },
        onProgress: setPercent,
        signal: controller.signal,
        skipErrorHandler: true,
      });
      onChange?.(result.url);
    } catch (cause) {
      // The server's own message when it said why; SPEC §8's label otherwise.
      const message =
        isApiError(cause) && cause.kind === 'business' ? cause.message : translate('error.uploadFailed');
      if (!(isApiError(cause) && cause.kind === 'aborted')) setError(message);
    } finally {
      if (abort.current === controller) abort.current = null;
      setPercent(undefined);
    }
  };

  const accept = purposeRule.accept.join(',');
  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="stretch" wrap>
        {url ? (
          <Flex vertical gap={4} align="flex-start">
            {/* A document, or patient data (not served by address), shows as attached, not previewed. */}
            {PRIVATE_UPLOAD_PURPOSES.includes(purposeRule.purpose) || !/\.(png|jpe?g)$/i.test(url) ? (
              <Tag icon={<PaperClipOutlined />}>{t('engine.fileAttached')}</Tag>
            ) : (
              <Image
                src={url}
                alt={t('layouts.upload.current')}
                width={96}
                height={
                  purposeRule.width && purposeRule.height ? (96 * purposeRule.height) / purposeRule.width : 96
                }
                style={{ objectFit: 'contain', background: 'rgba(0,0,0,0.04)' }}
              />
            )}
            <Button
              size="small"
              type="link"
              danger
              icon={<DeleteOutlined />}
              disabled={disabled || uploading}
              onClick={() => {
                setError(undefined);
                onChange?.(undefined);
              }}
            >
              {t('layouts.upload.remove')}
            </Button>
          </Flex>
        ) : null}
        <div style={{ flex: 1, minWidth: 200 }}>
          <Upload.Dragger
            id={id}
            accept={accept}
            multiple={false}
            maxCount={1}
            showUploadList={false}
            disabled={disabled || uploading}
            customRequest={(options) => void send(options)}
            style={{ padding: '4px 8px' }}
            aria-describedby={id ? `${id}-rule` : undefined}
          >
            <Flex align="center" justify="center" gap={8} wrap style={{ minHeight: 40 }}>
              <InboxOutlined style={{ fontSize: 24 }} aria-hidden />
              <span>{url ? t('layouts.upload.replace') : t('layouts.upload.choose')}</span>
            </Flex>
          </Upload.Dragger>
        </div>
      </Flex>
      {uploading ? (
        <Flex align="center" gap={8}>
          <Progress
            percent={percent}
            size="small"
            style={{ flex: 1, margin: 0 }}
            aria-label={t('layouts.upload.progress')}
          />
          <Button size="small" onClick={() => abort.current?.abort()}>
            {t('layouts.upload.cancel')}
          </Button>
        </Flex>
      ) : null}
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
      {ruleText && showRule ? (
        <Typography.Text id={id ? `${id}-rule` : undefined} type="secondary" style={{ fontSize: 12 }}>
          {ruleText}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
