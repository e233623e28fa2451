import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Flex, Form, Grid, Input, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from './dates';
import { selectOptions } from './fields';
import type { ListState } from './list-state';
import { ReferenceSelect } from './reference-select';
import type { EngineField } from './types';
import { useLang } from './use-lang';

type FormValues = Record<string, unknown>;

/** URL filter strings -> the search form's values (numbers, option values, date pairs). */
function toFormValues(fields: readonly EngineField[], state: ListState): FormValues {
  const values: FormValues = { keyword: state.keyword };
  for (const { name, meta } of fields) {
    if (meta.filter === 'range') {
      const from = state.filters[`${name}From`];
      const to = state.filters[`${name}To`];
      values[name] = from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : undefined;
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
      const [from, to] = (value as [Dayjs | null, Dayjs | null] | undefined) ?? [];
      if (from) filters[`${name}From`] = from.format(DATE_FORMAT);
      if (to) filters[`${name}To`] = to.format(DATE_FORMAT);
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
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

function FilterInput({ field, label, value, onChange, id }: FilterInputProps) {
  const { t } = useTranslation();
  const control = { id, value: value as never, onChange: onChange as never };
  const lang = useLang();
  const { meta } = field;
  if (meta.filter === 'range')
    return (
      <DatePicker.RangePicker
        {...control}
        allowEmpty={[true, true]}
        style={{ width: '100%' }}
        aria-label={label}
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
            { value: 'true', label: t('engine.yes') },
            { value: 'false', label: t('engine.no') },
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
      return <InputNumber {...control} style={{ width: '100%' }} aria-label={label} />;
    default:
      return <Input {...control} allowClear aria-label={label} />;
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

/** The search form of a list: the keyword box and one input per filter field. */
export function SearchForm({ fields, keywordFields, state, onSearch, onReset }: SearchFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<FormValues>();

  // The URL is the truth: back/forward and links refill the form.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toFormValues(fields, state));
  }, [form, fields, state]);

  const screens = Grid.useBreakpoint();
  // Collapsed, the first row keeps room for the buttons; hidden filters that hold a value open it.
  const perRow = screens.xl ? 4 : screens.lg ? 3 : screens.sm ? 2 : 1;
  const withKeyword = keywordFields.length > 0;
  const count = fields.length + (withKeyword ? 1 : 0);
  const shownCollapsed = Math.max(1, perRow - 1);
  const hiddenHaveValues = fields
    .slice(Math.max(0, shownCollapsed - (withKeyword ? 1 : 0)))
    .some(({ name }) => [name, `${name}From`, `${name}To`].some((param) => Boolean(state.filters[param])));
  const [expanded, setExpanded] = useState(hiddenHaveValues);
  const open = expanded || hiddenHaveValues;
  const visibleAt = (index: number) => open || index < shownCollapsed;

  if (count === 0) return null;
  const keywordLabel = t('engine.keyword');
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      onFinish={(values) => {
        const keyword = typeof values.keyword === 'string' ? values.keyword.trim() : '';
        onSearch(toFilters(fields, values), keyword || undefined);
      }}
    >
      <Row gutter={16} align="bottom">
        {withKeyword ? (
          <Col xs={24} sm={12} lg={8} xl={6}>
            <Form.Item name="keyword" label={keywordLabel}>
              <Input
                allowClear
                aria-label={keywordLabel}
                placeholder={t('engine.keywordPlaceholder', { fields: keywordFields.join(lang === 'en' ? ', ' : '、') })}
                maxLength={100}
              />
            </Form.Item>
          </Col>
        ) : null}
        {fields.map((field, index) => {
          const label = field.meta.label[lang];
          return (
            <Col
              key={field.name}
              xs={24}
              sm={12}
              lg={8}
              xl={6}
              style={visibleAt(index + (withKeyword ? 1 : 0)) ? undefined : { display: 'none' }}
            >
              <Form.Item name={field.name} label={label}>
                <FilterInput field={field} label={label} />
              </Form.Item>
            </Col>
          );
        })}
        <Col flex="auto">
          <Form.Item label={<span aria-hidden="true">&nbsp;</span>} colon={false}>
            <Flex gap={8} wrap justify="flex-end">
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('engine.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  form.resetFields();
                  onReset();
                }}
              >
                {t('engine.reset')}
              </Button>
              {count > shownCollapsed ? (
                <Button
                  type="link"
                  icon={open ? <UpOutlined /> : <DownOutlined />}
                  iconPlacement="end"
                  aria-expanded={open}
                  onClick={() => setExpanded(!open)}
                >
                  {open ? t('engine.fewerFilters') : t('engine.moreFilters')}
                </Button>
              ) : null}
            </Flex>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
