import { describe, expect, it } from 'vitest';
import { filterParamsOf, sortableOf } from '../list-fields';
import { listApiParams, parseListState, writeListState } from '../list-state';
import { gadgetDefinition } from './fixture';
import { fieldsOf } from '../fields';

const filters = [
  { name: 'name' },
  { name: 'kind' },
  { name: 'createdAtFrom', range: 'from' as const },
  { name: 'createdAtTo', range: 'to' as const },
];
const sortable = ['name', 'count', 'createdAt'];

describe('list URL state', () => {
  it('round-trips through the URL and leaves foreign parameters alone', () => {
    const state = {
      page: 3,
      size: 50,
      sort: '-count',
      keyword: 'abc',
      filters: { name: 'x y', kind: 'large', createdAtFrom: '2026-01-02' },
    };
    const url = writeListState(new URLSearchParams('tab=permission&page=9'), state, filters);
    expect(url.get('tab')).toBe('permission');
    expect(parseListState(new URLSearchParams(url.toString()), filters, sortable)).toEqual(state);
  });

  it('writes nothing for defaults', () => {
    const url = writeListState(new URLSearchParams(), { page: 1, size: 20, filters: {} }, filters);
    expect(url.toString()).toBe('');
  });

  it('falls back to defaults for malformed or unknown values', () => {
    const state = parseListState(
      new URLSearchParams('page=-2&size=7&sort=-password&name=&kind=%20&createdAtFrom=yesterday&other=1'),
      filters,
      sortable,
    );
    expect(state).toEqual({ page: 1, size: 20, sort: undefined, keyword: undefined, filters: {} });
    expect(parseListState(new URLSearchParams('page=abc&sort=count,name'), filters, sortable).page).toBe(1);
  });

  it('sends date ranges as whole local days', () => {
    const params = listApiParams(
      { page: 1, size: 20, filters: { createdAtFrom: '2026-03-01', createdAtTo: '2026-03-02', name: 'a' } },
      filters,
      { customerId: 5 },
    );
    expect(new Date(String(params.createdAtFrom)).getHours()).toBe(0);
    expect(new Date(String(params.createdAtTo)).getHours()).toBe(23);
    expect(new Date(String(params.createdAtTo)).getDate()).toBe(2);
    expect(params).toMatchObject({ page: 1, size: 20, name: 'a', customerId: 5 });
  });

  it('derives filter parameters and sortable fields from a definition', () => {
    expect(filterParamsOf(fieldsOf(gadgetDefinition))).toEqual([
      { name: 'name' },
      { name: 'kind' },
      { name: 'enabled' },
    ]);
    expect(
      filterParamsOf([
        { name: 'createdAt', meta: { kind: 'datetime', label: { zh: '', en: '' }, filter: 'range' } },
      ]),
    ).toEqual([
      { name: 'createdAtFrom', range: 'from' },
      { name: 'createdAtTo', range: 'to' },
    ]);
    expect(sortableOf(gadgetDefinition)).toEqual(['name', 'count', 'createdAt', 'updatedAt']);
  });
});
