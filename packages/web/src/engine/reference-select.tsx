import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceTitle } from './fields';
import { resourceListQueryOptions } from './resource-api';
import { referenceQueryOptions } from './reference-name';

const PAGE = 20;
const SEARCH_DELAY_MS = 300;

export interface ReferenceSelectProps {
  /** Key of the resource whose rows are offered. */
  resourceKey: string;
  value?: number | string | null | undefined;
  onChange?: (value: number | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
  style?: React.CSSProperties;
  'aria-label'?: string;
}

/** A searchable select over another resource's rows (its list endpoint with `keyword`). */
export function ReferenceSelect({
  resourceKey,
  value,
  onChange,
  disabled,
  placeholder,
  allowClear = true,
  id,
  style,
  'aria-label': ariaLabel,
}: ReferenceSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const params = useMemo(() => ({ page: 1, size: PAGE, ...(keyword ? { keyword } : {}) }), [keyword]);
  const list = useQuery({
    ...resourceListQueryOptions(resourceKey, params),
    staleTime: 60_000,
    enabled: !disabled,
  });
  const selectedId = value === null || value === undefined || value === '' ? undefined : Number(value);
  const inList = list.data?.list.some((row) => row.id === selectedId) ?? false;
  // The chosen row may not be on the first page: read it for its name.
  const selected = useQuery({
    ...referenceQueryOptions(resourceKey, selectedId ?? 0),
    enabled: selectedId !== undefined && !inList,
  });

  const options = useMemo(() => {
    const rows = list.data?.list ?? [];
    const out = rows.map((row) => ({ value: row.id, label: referenceTitle(row, row.id) }));
    if (selectedId !== undefined && !out.some((o) => o.value === selectedId)) {
      out.unshift({ value: selectedId, label: referenceTitle(selected.data, selectedId) });
    }
    return out;
  }, [list.data, selected.data, selectedId]);

  return (
    <Select<number>
      id={id}
      aria-label={ariaLabel}
      style={style}
      value={selectedId}
      onChange={(next) => onChange?.(next ?? undefined)}
      disabled={disabled}
      placeholder={placeholder ?? t('engine.choose')}
      allowClear={allowClear}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
      notFoundContent={list.isFetching ? <Spin size="small" /> : t('engine.noData')}
      loading={list.isFetching}
    />
  );
}
