import { PAGE_SIZES } from '@console/contract/api/paging';
import { Grid, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { ListState } from './list-state';

/**
 * Server paging and sorting for an antd Table over a list state: the page, size and sort go to
 * the state (and so the URL), never into the table's own memory.
 */
export function useTablePaging<Row>(
  state: ListState,
  update: (patch: Partial<ListState>) => void,
  page: { total: number; totalEstimated?: boolean | undefined } | undefined,
): Pick<TableProps<Row>, 'pagination' | 'onChange'> {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  return {
    pagination: {
      current: state.page,
      pageSize: state.size,
      total: page?.total ?? 0,
      pageSizeOptions: PAGE_SIZES.map(String),
      showSizeChanger: true,
      showTotal: (count) =>
        page?.totalEstimated ? t('engine.totalEstimated', { count }) : t('engine.total', { count }),
      simple: !screens.sm,
    },
    onChange: (pagination, _filters, sorter, extra) => {
      if (extra.action === 'sort') {
        const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
        const field = s?.columnKey ? String(s.columnKey) : undefined;
        update({
          sort: field && s?.order ? `${s.order === 'descend' ? '-' : ''}${field}` : undefined,
          page: 1,
        });
      } else if (extra.action === 'paginate') {
        const size = pagination.pageSize ?? state.size;
        update(size !== state.size ? { size } : { page: pagination.current ?? 1 });
      }
    },
  };
}
