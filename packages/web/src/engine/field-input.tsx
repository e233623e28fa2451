import type { FieldMeta } from '@console/contract/resources/define';
import { Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { selectOptions } from './fields';
import { LazyDateInput, LazyImageInput, LazyMenuTreeInput } from './lazy-inputs';
import { ReferenceSelect } from './reference-select';
import { useLang } from './use-lang';

export interface FieldInputProps {
  meta: FieldMeta;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
  /** The field may be left empty (a clear button on selects). */
  optional?: boolean;
  /**
   * The company of the row, for `sameTenant` references: its rows are offered; `null` while it
   * is not known yet (the signed-in user is still loading).
   */
  company?: number | null;
  /** For a `narrowedBy` reference: the value of the field that narrows its rows (unset: all rows). */
  narrowTo?: unknown;
  'aria-invalid'?: boolean | 'true' | 'false';
}

const emptyToUndefined = (text: string) => (text === '' ? undefined : text);

/** Choices kept in the order of the options (Monday before Friday), whatever order they were picked. */
function sortedLike<T>(options: readonly T[] | undefined, chosen: T[]): T[] {
  if (!options) return chosen;
  return [...chosen].sort((a, b) => options.indexOf(a) - options.indexOf(b));
}

/**
 * The input for a field kind. Values stay in the JSON types the API takes (dates as strings,
 * empty text as `undefined`), so the contract's zod schema can check the form's values as they are.
 */
export function FieldInput({
  meta,
  value,
  onChange,
  id,
  disabled,
  optional,
  company,
  narrowTo,
  ...aria
}: FieldInputProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const common = { id, disabled, ...aria };
  // A same-company picker waits for the company, then lists only that company's rows.
  const waitsForCompany = Boolean(meta.sameTenant) && company === null;
  const referenceScope = {
    disabled: disabled || waitsForCompany,
    ...(waitsForCompany ? { placeholder: t('engine.chooseCompanyFirst') } : {}),
    ...(meta.sameTenant && typeof company === 'number' ? { customerId: company } : {}),
    ...(meta.narrowedBy && (typeof narrowTo === 'number' || typeof narrowTo === 'string')
      ? { filters: { [meta.narrowedBy]: narrowTo } }
      : {}),
  };
  switch (meta.kind) {
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          value={(value as string | undefined) ?? ''}
          autoSize={{ minRows: 3, maxRows: 10 }}
          onChange={(event) => onChange?.(emptyToUndefined(event.target.value))}
        />
      );
    case 'password':
      return (
        <Input.Password
          {...common}
          value={(value as string | undefined) ?? ''}
          autoComplete="new-password"
          onChange={(event) => onChange?.(emptyToUndefined(event.target.value))}
        />
      );
    case 'number':
      return (
        <InputNumber<number>
          {...common}
          value={typeof value === 'number' ? value : null}
          style={{ width: '100%' }}
          onChange={(next) => onChange?.(next ?? undefined)}
        />
      );
    case 'switch':
      return <Switch {...common} checked={Boolean(value)} onChange={(checked) => onChange?.(checked)} />;
    case 'select':
      if (meta.multiple)
        return (
          <Select
            {...common}
            mode="multiple"
            value={Array.isArray(value) ? (value as (string | number)[]) : []}
            options={selectOptions(meta, lang)}
            allowClear
            placeholder={t('engine.choose')}
            onChange={(next: (string | number)[]) => onChange?.(sortedLike(meta.options, next))}
          />
        );
      return (
        <Select
          {...common}
          value={value as string | number | undefined}
          options={selectOptions(meta, lang)}
          allowClear={optional}
          placeholder={t('engine.choose')}
          onChange={(next) => onChange?.(next ?? undefined)}
        />
      );
    case 'tags':
      // Chosen from the options when the definition has them, otherwise typed (Enter or comma).
      return (
        <Select
          {...common}
          mode={meta.options ? 'multiple' : 'tags'}
          value={Array.isArray(value) ? (value as string[]) : []}
          options={meta.options ? selectOptions(meta, lang) : []}
          tokenSeparators={[',', '，']}
          placeholder={meta.options ? t('engine.choose') : undefined}
          notFoundContent={null}
          onChange={(next: string[]) => onChange?.(next)}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <LazyDateInput
          id={id}
          disabled={disabled}
          withTime={meta.kind === 'datetime'}
          value={value}
          onChange={(next) => onChange?.(next)}
        />
      );
    case 'reference':
      if (meta.reference && meta.multiple)
        return (
          <ReferenceSelect
            {...referenceScope}
            id={id}
            resourceKey={meta.reference}
            multiple={{
              value: Array.isArray(value) ? (value as number[]) : [],
              onChange: (next) => onChange?.(next),
            }}
            style={{ width: '100%' }}
          />
        );
      return meta.reference ? (
        <ReferenceSelect
          {...referenceScope}
          id={id}
          resourceKey={meta.reference}
          value={value as number | undefined}
          onChange={(next) => onChange?.(next)}
          allowClear={optional}
          style={{ width: '100%' }}
        />
      ) : null;
    case 'menuTree':
      return (
        <LazyMenuTreeInput
          id={id}
          value={Array.isArray(value) ? (value as number[]) : []}
          onChange={(next) => onChange?.(next)}
          disabled={disabled}
        />
      );
    case 'json':
      // Structured values have their own editors in features; here they can be read and pasted.
      return (
        <Input.TextArea
          {...common}
          defaultValue={value === undefined ? '' : JSON.stringify(value)}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(event) => {
            try {
              onChange?.(JSON.parse(event.target.value) as unknown);
            } catch {
              onChange?.(event.target.value);
            }
          }}
        />
      );
    case 'image':
    case 'file':
      return (
        <LazyImageInput
          id={id}
          value={value as string | undefined}
          onChange={(next) => onChange?.(next)}
          disabled={disabled}
          rule={meta.upload}
          showRule={!meta.help}
        />
      );
    default:
      return (
        <Input
          {...common}
          value={(value as string | undefined) ?? ''}
          autoComplete="off"
          onChange={(event) => onChange?.(emptyToUndefined(event.target.value))}
        />
      );
  }
}
