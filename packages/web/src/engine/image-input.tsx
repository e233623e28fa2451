import type { UploadRule } from '@console/contract/resources/define';
import { Flex, Image, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './format-bytes';

const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
  'video/mp4': 'MP4',
  'application/zip': 'ZIP',
  'application/json': 'JSON',
};

/** "PNG/JPG, at most 10 MB" from a definition's upload rule. */
export function useUploadRuleText(rule: UploadRule | undefined): string | undefined {
  const { t } = useTranslation();
  if (!rule) return undefined;
  const types = rule.accept.map((type) => TYPE_NAMES[type] ?? type).join('/');
  return t('engine.uploadRule', { types, size: formatBytes(rule.maxBytes) });
}

export interface ImageInputProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  id?: string;
  rule?: UploadRule | undefined;
  /** State the upload rule under the input (off when the field's own help already does). */
  showRule?: boolean;
}

/**
 * An image field. There is no upload endpoint yet, so it takes the image's address and shows a
 * preview; the definition's upload rule (types, size) is stated under it and the server checks
 * the file's content once uploads exist.
 */
export function ImageInput({ value, onChange, disabled, id, rule, showRule = true }: ImageInputProps) {
  const { t } = useTranslation();
  const ruleText = useUploadRuleText(rule);
  const url = typeof value === 'string' && /^(https?:\/\/|\/)/.test(value) ? value : undefined;
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
        <Image src={url} alt={t('engine.preview')} width={64} height={64} style={{ objectFit: 'contain' }} />
      ) : null}
    </Flex>
  );
}
