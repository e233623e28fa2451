import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];
const stamps = { createdAt: '2026-11-20T00:00:00.000Z', updatedAt: '2026-11-20T00:00:00.000Z' };
const categories = [
  { id: 1, customerId: 2, name: 'Guides', key: 'guide', sort: 1, publishedCount: 2, ...stamps },
  { id: 2, customerId: 2, name: 'Rules', key: 'rules', sort: 2, publishedCount: 1, ...stamps },
];
const doc = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  customerId: 2,
  title,
  categoryId: 1,
  keywords: ['ICU'],
  description: `About ${title}`,
  content: '<p>Continuous <strong>monitoring</strong> at the bedside.</p><ul><li><p>Morning</p></li></ul>',
  sort: id,
  isDefault: false,
  state: 'published',
  publishedAt: '2026-11-21T00:00:00.000Z',
  ...stamps,
  ...extra,
});
const docs = [doc(11, 'Ward rounds'), doc(12, 'Getting started', { isDefault: true })];

describe('document centre', { timeout: 120_000 }, () => {
  it('lists the categories with counts, the published documents (default first), searches and reads one', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        catalogueMenuTree(['documentIndex'], query.get('appKey')),
      'GET /console/api/v1/documentCategories': () => ({ list: categories, total: 2, page: 1, size: 100 }),
      'GET /console/api/v1/documents': ({ query }) => {
        const text = query.get('fullText');
        const list = text === 'nothing' ? [] : text ? [docs[0]!] : docs;
        return { list, total: list.length, page: 1, size: 10 };
      },
      'GET /console/api/v1/documents/11': () => docs[0],
    });
    const user = userEvent.setup();
    renderApp({ url: '/document/index', user: {} });

    // jsdom is as narrow as a phone: the categories are one choice (a column on wider screens)
    const nav = await screen.findByRole('navigation', { name: 'Document categories' }, { timeout: 30_000 });
    const picker = within(nav).getByRole('combobox', { name: 'Document categories' });
    expect(await within(nav).findByText('All documents (3)')).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Published documents' });
    const titles = await within(list).findAllByRole('link');
    // the category's default comes first
    expect(titles.map((link) => link.textContent)).toEqual(['Getting started', 'Ward rounds']);
    expect(within(list).getByText('Default')).toBeTruthy();
    // only published documents are asked for
    const first = api.calls.find((c) => c.path === '/console/api/v1/documents')!;
    expect(first.query.get('state')).toBe('published');

    await user.click(picker);
    expect(
      await screen.findByText('Guides (2)', { selector: '.ant-select-item-option-content' }),
    ).toBeTruthy();
    await user.click(await screen.findByText('Rules (1)', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path === '/console/api/v1/documents' && c.query.get('categoryId') === '2'),
      ).toBe(true),
    );

    const search = screen.getByRole('searchbox', { name: "Search the documents' full text" });
    await user.type(search, 'monitors{Enter}');
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) =>
            c.path === '/console/api/v1/documents' &&
            c.query.get('fullText') === 'monitors' &&
            c.query.get('state') === 'published' &&
            c.query.get('categoryId') === '2',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1));

    await user.click(within(list).getByRole('link', { name: 'Ward rounds' }));
    const article = await screen.findByRole('article', { name: 'Ward rounds' }, { timeout: 15_000 });
    expect(article.querySelector('strong')?.textContent).toBe('monitoring');
    expect(article.querySelectorAll('ul > li')).toHaveLength(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    // the search box shows the search in force (the page's address keeps it)
    const again = screen.getByRole('searchbox', { name: "Search the documents' full text" });
    expect((again as HTMLInputElement).value).toBe('monitors');
    await user.clear(again);
    await user.type(again, 'nothing{Enter}');
    expect(await within(list).findByText('No document contains “nothing”')).toBeTruthy();
  });
});
