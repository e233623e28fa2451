import type { Page } from '@console/contract/api/paging';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { referenceTitle } from './fields';
import { fetchPickOptions, fetchResourceList } from './resource-api';
import { referenceQueryOptions } from './reference-name';
import { resourceKeys } from './resource-keys';
import type { ResourceRow } from './types';
import { usePicking } from './use-picking';
import { useTitleField } from './use-title-field';

const PAGE = 20;
const SEARCH_DELAY_MS = 300;

export interface ReferenceSelectProps {
  /** Key of the resource whose rows are offered. */
  resourceKey: string;
  /** Only the rows of this company (a platform administrator's picker for one company's row). */
  customerId?: number;
  /** An option's text when the row's name is not enough (a registration: the family member). */
  optionLabel?: (row: Record<string, unknown>) => string;
  /** List filters the offered rows must match (`{ occupied: 'false' }`: free beds only). */
  filters?: Readonly<Record<string, string | number>>;
  value?: number | string | null | undefined;
  onChange?: (value: number | undefined) => void;
  /** Several rows (ids in the order chosen); `value`/`onChange` are then ignored. */
  multiple?: { value: readonly number[]; onChange: (value: number[]) => void };
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
  style?: React.CSSProperties;
  'aria-label'?: string;
}

/**
 * A searchable select over another resource's rows (its list endpoint with `keyword`, or its
 * `options` for those who may not view it).
 */
export function ReferenceSelect({
  resourceKey,
  customerId,
  filters,
  optionLabel,
  value,
  onChange,
  disabled,
  placeholder,
  allowClear = true,
  id,
  style,
  'aria-label': ariaLabel,
  multiple,
}: ReferenceSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const params = useMemo(
    () => ({
      page: 1,
      size: PAGE,
      ...filters,
      ...(keyword ? { keyword } : {}),
      ...(customerId ? { customerId } : {}),
    }),
    [keyword, customerId, filters],
  );
  const picking = usePicking(resourceKey, useUserInfo().data, optionLabel !== undefined);
  const titleField = useTitleField(resourceKey);
  const list = useQuery({
    queryKey: [...resourceKeys.list(resourceKey, params), picking ? 'options' : 'rows'],
    queryFn: ({ signal }): Promise<Page<ResourceRow>> =>
      picking
        ? fetchPickOptions(resourceKey, params, signal)
        : fetchResourceList(resourceKey, params, signal),
    staleTime: 60_000,
    enabled: !disabled && picking !== undefined,
  });
  const single = value === null || value === undefined || value === '' ? undefined : Number(value);
  const selectedIds = useMemo(
    () => (multiple ? [...multiple.value] : single === undefined ? [] : [single]),
    [multiple, single],
  );
  // Chosen rows may not be on the first page: read them for their names.
  const missing = selectedIds.filter((sid) => !list.data?.list.some((row) => row.id === sid));
  const selected = useQueries({
    queries: picking
      ? []
      : missing.map((sid) => ({
          ...referenceQueryOptions(resourceKey, sid),
          enabled: list.isSuccess || list.isError,
        })),
  });
  const pickedIds = missing.join(',');
  const picked = useQuery({
    queryKey: [...resourceKeys.all(resourceKey), 'options', pickedIds],
    queryFn: ({ signal }) => fetchPickOptions(resourceKey, { ids: pickedIds }, signal),
    enabled: picking === true && missing.length > 0 && (list.isSuccess || list.isError),
  });

  const options = useMemo(() => {
    const rows = list.data?.list ?? [];
    const title = (row: Record<string, unknown> | undefined, rowId: number) =>
      row && optionLabel ? optionLabel(row) : referenceTitle(row, rowId, titleField);
    const out = rows.map((row) => ({ value: row.id, label: title(row, row.id) }));
    missing.forEach((sid, index) => {
      const row: Record<string, unknown> | undefined = picking
        ? picked.data?.list.find((pick) => pick.id === sid)
        : selected[index]?.data;
      if (!out.some((o) => o.value === sid)) out.unshift({ value: sid, label: title(row, sid) });
    });
    return out;
  }, [list.data, selected, picked.data, picking, missing, optionLabel, titleField]);

  const common = {
    id,
    'aria-label': ariaLabel,
    style,
    disabled,
    placeholder: placeholder ?? t('engine.choose'),
    options,
    showSearch: { filterOption: false, onSearch: setSearch },
    onOpenChange: (open: boolean) => {
      if (!open) setSearch('');
    },
    notFoundContent: list.isFetching ? <Spin size="small" /> : t('engine.noData'),
    loading: list.isFetching,
  };
  if (multiple)
    return (
      <Select<number[]>
        {...common}
        mode="multiple"
        value={selectedIds}
        onChange={(next) => multiple.onChange(next)}
        allowClear={allowClear}
      />
    );
  return (
    <Select<number>
      {...common}
      value={single}
      onChange={(next) => onChange?.(next ?? undefined)}
      allowClear={allowClear}
    />
  );
}
