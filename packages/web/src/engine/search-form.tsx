import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { Language } from '@console/contract/constants';
import { Button, Col, Flex, Grid, Row, Select } from 'antd';
import Input from 'antd/es/input/Input';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectOptions } from './fields';
import { LazyDateRangeInput } from './lazy-inputs';
import type { ListState } from './list-state';
import { ReferenceSelect } from './reference-select';
import type { EngineField } from './types';
import { useLang } from './use-lang';
import styles from './search-form.module.css';

type FormValues = Record<string, unknown>;

/** URL filter strings -> the search form's values (numbers, option values, date pairs). */
function toFormValues(fields: readonly EngineField[], state: ListState): FormValues {
  const values: FormValues = { keyword: state.keyword };
  for (const { name, meta } of fields) {
    if (meta.filter === 'range') {
      const from = state.filters[`${name}From`];
      const to = state.filters[`${name}To`];
      values[name] = from || to ? [from ?? null, to ?? null] : undefined;
      continue;
    }
    const raw = state.filters[name];
    if (raw === undefined) values[name] = undefined;
    else if (meta.kind === 'number' || meta.kind === 'reference')
      values[name] = Number.isFinite(Number(raw)) ? Number(raw) : undefined;
    else if (meta.kind === 'select') values[name] = meta.options?.find((o) => String(o) === raw) ?? raw;
    else values[name] = raw;
  }
  return values;
}

/** The search form's values -> URL filter strings. */
function toFilters(fields: readonly EngineField[], values: FormValues): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const { name, meta } of fields) {
    const value = values[name];
    if (meta.filter === 'range') {
      const [from, to] = (value as [string | null, string | null] | undefined) ?? [];
      if (from) filters[`${name}From`] = from;
      if (to) filters[`${name}To`] = to;
      continue;
    }
    if (value === undefined || value === null || value === '') continue;
    const text = String(value).trim();
    if (text) filters[name] = text;
  }
  return filters;
}

interface FilterInputProps {
  field: EngineField;
  label: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

function FilterInput({ field, label, value, onChange, id }: FilterInputProps) {
  const { t } = useTranslation();
  const control = { id, value: value as never, onChange: onChange as never, style: { width: '100%' } };
  const lang = useLang();
  const { meta } = field;
  if (meta.filter === 'range')
    return (
      <LazyDateRangeInput
        id={id}
        value={value as never}
        onChange={onChange as never}
        label={label}
        placeholder={[t('engine.from'), t('engine.to')]}
      />
    );
  switch (meta.kind) {
    case 'select':
      return (
        <Select
          {...control}
          allowClear
          options={selectOptions(meta, lang)}
          placeholder={t('engine.all')}
          aria-label={label}
        />
      );
    case 'switch':
      return (
        <Select
          {...control}
          allowClear
          placeholder={t('engine.all')}
          aria-label={label}
          options={[
            { value: 'true', label: meta.optionLabels?.true?.[lang] ?? t('engine.yes') },
            { value: 'false', label: meta.optionLabels?.false?.[lang] ?? t('engine.no') },
          ]}
        />
      );
    case 'reference':
      return meta.reference ? (
        <ReferenceSelect
          {...control}
          resourceKey={meta.reference}
          placeholder={t('engine.all')}
          aria-label={label}
        />
      ) : null;
    case 'number':
    default:
      return (
        <Input
          id={id}
          value={(value as string | number | undefined) ?? ''}
          onChange={(event) => onChange?.(event.target.value)}
          inputMode={meta.kind === 'number' ? 'numeric' : undefined}
          allowClear
          aria-label={label}
          maxLength={100}
        />
      );
  }
}

export interface SearchFormProps {
  fields: readonly EngineField[];
  /** Labels of the fields the keyword box searches; none: no keyword box. */
  keywordFields: readonly string[];
  state: ListState;
  onSearch: (filters: Record<string, string>, keyword: string | undefined) => void;
  onReset: () => void;
}

/** A labelled cell of the search form (a plain form: antd's Form stays out of list pages). */
function Item({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.item}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The keyword box names this many searched fields; the rest are in its title and description. */
const KEYWORD_FIELDS_NAMED = 2;

/**
 * The keyword box's placeholder names the first searched fields only ("Search Account, Name, …"):
 * a list of every field does not fit the box. The full list is its title (on hover) and its
 * accessible description.
 */
function keywordHintOf(fields: readonly string[], lang: Language, t: TFunction) {
  const separator = lang === 'en' ? ', ' : '、';
  const named = fields.slice(0, KEYWORD_FIELDS_NAMED).join(separator);
  return {
    placeholder: t(
      fields.length > KEYWORD_FIELDS_NAMED ? 'engine.keywordPlaceholderMore' : 'engine.keywordPlaceholder',
      { fields: named },
    ),
    searched: t('engine.keywordSearches', { fields: fields.join(separator) }),
  };
}

/** The search form of a list: the keyword box and one input per filter field. */
export function SearchForm({ fields, keywordFields, state, onSearch, onReset }: SearchFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [values, setValues] = useState<FormValues>(() => toFormValues(fields, state));
  const set = (name: string, value: unknown) => setValues((before) => ({ ...before, [name]: value }));

  // The URL is the truth: back/forward and links refill the form (state adjusted while rendering).
  const [source, setSource] = useState({ fields, state });
  if (source.fields !== fields || source.state !== state) {
    setSource({ fields, state });
    setValues(toFormValues(fields, state));
  }

  const screens = Grid.useBreakpoint();
  // Collapsed, the first row keeps room for the buttons; hidden filters that hold a value open it.
  const perRow = screens.xl ? 4 : screens.lg ? 3 : screens.sm ? 2 : 1;
  const withKeyword = keywordFields.length > 0;
  const count = fields.length + (withKeyword ? 1 : 0);
  // One row of fields needs no collapsing; more rows fold into the first, buttons included.
  const shownCollapsed = count <= perRow ? count : Math.max(1, perRow - 1);
  const hiddenHaveValues = fields
    .slice(Math.max(0, shownCollapsed - (withKeyword ? 1 : 0)))
    .some(({ name }) => [name, `${name}From`, `${name}To`].some((param) => Boolean(state.filters[param])));
  const [expanded, setExpanded] = useState(hiddenHaveValues);
  const open = expanded || hiddenHaveValues;
  const visibleAt = (index: number) => open || index < shownCollapsed;

  if (count === 0) return null;
  const keywordLabel = t('engine.keyword');
  const keywordHint = keywordHintOf(keywordFields, lang, t);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = typeof values.keyword === 'string' ? values.keyword.trim() : '';
    onSearch(toFilters(fields, values), keyword || undefined);
  };
  return (
    <form role="search" aria-label={t('engine.search')} onSubmit={submit}>
      <Row gutter={16} align="bottom">
        {withKeyword ? (
          <Col xs={24} sm={12} lg={8} xl={6}>
            <Item id="search-keyword" label={keywordLabel}>
              <Input
                id="search-keyword"
                value={(values.keyword as string | undefined) ?? ''}
                onChange={(event) => set('keyword', event.target.value)}
                allowClear
                aria-label={keywordLabel}
                aria-describedby="search-keyword-fields"
                placeholder={keywordHint.placeholder}
                title={keywordHint.searched}
                maxLength={100}
              />
              <span id="search-keyword-fields" className={styles.visuallyHidden}>
                {keywordHint.searched}
              </span>
            </Item>
          </Col>
        ) : null}
        {fields.map((field, index) => {
          const label = field.meta.label[lang];
          const id = `search-${field.name}`;
          return (
            <Col
              key={field.name}
              xs={24}
              sm={12}
              lg={8}
              xl={6}
              style={visibleAt(index + (withKeyword ? 1 : 0)) ? undefined : { display: 'none' }}
            >
              <Item id={id} label={label}>
                <FilterInput
                  field={field}
                  label={label}
                  id={id}
                  value={values[field.name]}
                  onChange={(value) => set(field.name, value)}
                />
              </Item>
            </Col>
          );
        })}
        <Col flex="auto">
          <div className={styles.item}>
            <Flex gap={8} wrap justify="flex-end">
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('engine.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  setValues({});
                  onReset();
                }}
              >
                {t('engine.reset')}
              </Button>
              {count > shownCollapsed ? (
                <Button type="link" aria-expanded={open} onClick={() => setExpanded(!open)}>
                  {open ? t('engine.fewerFilters') : t('engine.moreFilters')}
                </Button>
              ) : null}
            </Flex>
          </div>
        </Col>
      </Row>
    </form>
  );
}
