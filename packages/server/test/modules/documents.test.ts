import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS, USER_TYPES } from '@console/contract';
import {
  api,
  build,
  expectError,
  expectOk,
  expectValidationError,
  TENANT_PASSWORD,
  type Tenant,
} from '../helper';

/**
 * Documents (issue 20): categories with an English identifier unique in the company; documents
 * with sanitised rich text, one default per category, draft → published ↔ recovered; full-text
 * search in English (stemmed) and Chinese (bigrams) over title, keywords, description and
 * content; the staff read the published ones only; the tenant wall holds.
 */
interface Category {
  id: number;
  name: string;
  key: string;
  sort: number;
  publishedCount: number;
}
interface Doc {
  id: number;
  customerId: number;
  title: string;
  categoryId: number;
  keywords: string[];
  description: string | null;
  content: string;
  sort: number;
  isDefault: boolean;
  state: string;
  publishedAt: string | null;
}

const ctx = build();
const categories = (suffix = '') => api(`${PATHS.resource('documentCategories')}${suffix}`);
const docs = (suffix = '') => api(`${PATHS.resource('documents')}${suffix}`);
let a: Tenant;
let b: Tenant;
let nurse = '';
let guide: Category;
let rules: Category;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (token: string, method: Method, url: string, payload?: object) =>
  ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });
const write = async (fields: Partial<Doc> & { title: string; content: string }, token = a.admin.token) =>
  expectOk<Doc>(await send(token, 'POST', docs(), { categoryId: guide.id, ...fields }));
const find = async (token: string, query: string) =>
  expectOk<{ list: Doc[] }>(await send(token, 'GET', docs(`?size=100&${query}`))).list.map((d) => d.id);
const search = (token: string, words: string, extra = '') =>
  find(token, `fullText=${encodeURIComponent(words)}${extra}`);

beforeAll(async () => {
  a = await ctx.createTenant('doc_a');
  b = await ctx.createTenant('doc_b');
  await ctx.createUser({ account: 'doc_nurse', customerId: a.customerId, userType: USER_TYPES.staff });
  nurse = await ctx.login('doc_nurse', TENANT_PASSWORD);
  guide = expectOk<Category>(
    await send(a.admin.token, 'POST', categories(), { name: '使用指南', key: 'guide', sort: 1 }),
  );
  rules = expectOk<Category>(
    await send(a.admin.token, 'POST', categories(), { name: '规章制度', key: 'rules', sort: 2 }),
  );
});

describe('document categories', () => {
  it('takes an identifier of English letters only, unique in the company (any case)', async () => {
    for (const key of ['指南', 'guide1', 'guide_x', ' ']) {
      const res = await send(a.admin.token, 'POST', categories(), { name: '分类', key });
      expect(res.statusCode, key).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields.key).toMatch(
        /validation\.(englishOnly|required)/,
      );
    }
    expectError(
      await send(a.admin.token, 'POST', categories(), { name: '另一个', key: 'GUIDE' }),
      ERROR_CODES.conflict,
      'error.documentCategoryKeyExists',
    );
    // another company may use the same identifier
    expectOk(await send(b.admin.token, 'POST', categories(), { name: 'Guide', key: 'guide' }));
  });

  it('counts its published documents and is not deleted while it holds documents', async () => {
    const spare = expectOk<Category>(
      await send(a.admin.token, 'POST', categories(), { name: '临时', key: 'spare' }),
    );
    const doc = await write({ title: 'Spare', content: '<p>spare</p>', categoryId: spare.id });
    const count = async () =>
      expectOk<Category>(await send(a.admin.token, 'GET', categories(`/${spare.id}`))).publishedCount;
    expect(await count()).toBe(0);
    expectOk(await send(a.admin.token, 'POST', docs(`/${doc.id}/publish`)));
    expect(await count()).toBe(1);
    expectError(
      await send(a.admin.token, 'DELETE', categories(`/${spare.id}`)),
      ERROR_CODES.validation,
      'error.documentCategoryHasDocuments',
    );
    expectOk(await send(a.admin.token, 'DELETE', docs(`/${doc.id}`)));
    expectOk(await send(a.admin.token, 'DELETE', categories(`/${spare.id}`)));
  });
});

describe('documents', () => {
  it('requires a title (≤ 100), a category of the company and content; starts as a draft', async () => {
    expectValidationError(
      await send(a.admin.token, 'POST', docs(), { categoryId: guide.id, content: '<p>x</p>' }),
      'title',
      'validation.required',
    );
    expectValidationError(
      await send(a.admin.token, 'POST', docs(), {
        title: 'x'.repeat(101),
        categoryId: guide.id,
        content: '<p>x</p>',
      }),
      'title',
      'validation.max',
    );
    expectValidationError(
      await send(a.admin.token, 'POST', docs(), { title: '空', categoryId: guide.id, content: '<p> </p>' }),
      'content',
      'validation.required',
    );
    expectValidationError(
      await send(a.admin.token, 'POST', docs(), {
        title: '状态',
        categoryId: guide.id,
        content: '<p>x</p>',
        state: 'published',
      }),
      'state',
      'validation.unknownField',
    );
    const theirs = expectOk<{ list: Category[] }>(await send(b.admin.token, 'GET', categories())).list[0]!;
    const foreign = await send(a.admin.token, 'POST', docs(), {
      title: '别家',
      categoryId: theirs.id,
      content: '<p>x</p>',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ fields: Record<string, string> }>().fields.categoryId).toBe(
      'error.documentCategoryNotFound',
    );

    const doc = await write({
      title: '  入门  ',
      content: '<p>你好</p>',
      keywords: ['入门', '入门', 'start'],
    });
    expect(doc).toMatchObject({
      title: '入门',
      state: 'draft',
      publishedAt: null,
      isDefault: false,
      sort: 0,
    });
    expect(doc.keywords).toEqual(['入门', 'start']);
  });

  it('removes script from stored content on create and on update, keeping the formatting', async () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '<img src="https://example.org/a.png" onerror="alert(1)">',
      '<a href="javascript:alert(1)">link</a>',
      '<a href=" JaVaScRiPt:alert(1)">spaced</a>',
      '<iframe src="https://example.org"></iframe>',
      '<svg onload="alert(1)"><circle r="1"/></svg>',
      '<p onclick="alert(1)" style="color:red">click</p>',
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
    ].join('');
    const formatted =
      '<h2>Title</h2><p><strong>bold</strong> <em>it</em> <u>u</u> <s>s</s></p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code>code</code></pre><p><a target="_blank" href="https://example.org/x">ok</a></p><hr>';
    const unsafe = (html: string) => {
      expect(html).not.toMatch(
        /<script|onerror|onload|onclick|javascript:|<iframe|<svg|style=|data:image\/svg/i,
      );
    };
    const created = await write({ title: 'XSS', content: `${formatted}${attacks}` });
    unsafe(created.content);
    expect(created.content).toContain(
      formatted.replace(
        'target="_blank" href="https://example.org/x"',
        'target="_blank" href="https://example.org/x" rel="noopener noreferrer nofollow"',
      ),
    );
    expect(created.content).toContain('<img src="https://example.org/a.png">');
    const stored = expectOk<Doc>(await send(a.admin.token, 'GET', docs(`/${created.id}`)));
    unsafe(stored.content);

    const updated = expectOk<Doc>(
      await send(a.admin.token, 'PUT', docs(`/${created.id}`), { content: `<p>again</p>${attacks}` }),
    );
    unsafe(updated.content);
    expect(updated.content.startsWith('<p>again</p>')).toBe(true);
    // nothing but script is no content
    expectValidationError(
      await send(a.admin.token, 'PUT', docs(`/${created.id}`), { content: '<script>alert(1)</script>' }),
      'content',
      'validation.required',
    );
  });

  it('keeps at most one default per category: a new default takes the flag from the former one', async () => {
    const first = await write({
      title: '默认一',
      content: '<p>1</p>',
      categoryId: rules.id,
      isDefault: true,
    });
    const second = await write({
      title: '默认二',
      content: '<p>2</p>',
      categoryId: rules.id,
      isDefault: true,
    });
    const flag = async (id: number) =>
      expectOk<Doc>(await send(a.admin.token, 'GET', docs(`/${id}`))).isDefault;
    expect(await flag(first.id)).toBe(false);
    expect(await flag(second.id)).toBe(true);
    expectOk(await send(a.admin.token, 'PUT', docs(`/${first.id}`), { isDefault: true }));
    expect(await flag(first.id)).toBe(true);
    expect(await flag(second.id)).toBe(false);
    // the default of another category is left alone
    const other = await write({
      title: '指南默认',
      content: '<p>g</p>',
      categoryId: guide.id,
      isDefault: true,
    });
    expect(await flag(first.id)).toBe(true);
    // moving a default into a category makes it that category's default
    expectOk(await send(a.admin.token, 'PUT', docs(`/${other.id}`), { categoryId: rules.id }));
    expect(await flag(other.id)).toBe(true);
    expect(await flag(first.id)).toBe(false);
    const defaults = await find(a.admin.token, `categoryId=${rules.id}&isDefault=true`);
    expect(defaults).toEqual([other.id]);
  });

  it('publishes (with the time), recovers and publishes again; no other move', async () => {
    const doc = await write({ title: '流程', content: '<p>流程</p>' });
    expectError(
      await send(a.admin.token, 'POST', docs(`/${doc.id}/recover`)),
      ERROR_CODES.validation,
      'error.transitionNotAllowed',
    );
    const published = expectOk<Doc>(await send(a.admin.token, 'POST', docs(`/${doc.id}/publish`)));
    expect(published.state).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    expectError(
      await send(a.admin.token, 'POST', docs(`/${doc.id}/publish`)),
      ERROR_CODES.validation,
      'error.transitionNotAllowed',
    );
    const recovered = expectOk<Doc>(await send(a.admin.token, 'POST', docs(`/${doc.id}/recover`)));
    expect(recovered.state).toBe('recovered');
    const again = expectOk<Doc>(await send(a.admin.token, 'POST', docs(`/${doc.id}/publish`)));
    expect(again.state).toBe('published');
    // an edit keeps the state
    const edited = expectOk<Doc>(
      await send(a.admin.token, 'PUT', docs(`/${doc.id}`), { title: '流程（新）' }),
    );
    expect(edited.state).toBe('published');
  });

  it('finds by English words (stemmed), Chinese words, keywords and description; not drafts or recovered in the centre', async () => {
    const english = await write({
      title: 'Bedside equipment',
      content: '<p>Continuous <strong>monitoring</strong> of patients in the ICU.</p>',
      keywords: ['vitals'],
    });
    const chinese = await write({
      title: '护理手册',
      content: '<p>病房的<em>心电监护</em>仪每天检查一次。</p>',
      keywords: ['值班'],
      description: '夜班交接说明',
    });
    const draft = await write({ title: 'Draft', content: '<p>monitoring 心电监护 draft</p>' });
    const recovered = await write({ title: 'Old', content: '<p>monitoring 心电监护 old</p>' });
    for (const doc of [english, chinese, recovered])
      expectOk(await send(a.admin.token, 'POST', docs(`/${doc.id}/publish`)));
    expectOk(await send(a.admin.token, 'POST', docs(`/${recovered.id}/recover`)));
    const centre = '&state=published';

    expect(await search(a.admin.token, 'monitors', centre)).toEqual([english.id]);
    expect(await search(a.admin.token, 'Monitoring patient', centre)).toEqual([english.id]);
    expect(await search(a.admin.token, 'vitals', centre)).toEqual([english.id]);
    expect(await search(a.admin.token, '监护', centre)).toEqual([chinese.id]);
    expect(await search(a.admin.token, '心电监护', centre)).toEqual([chinese.id]);
    expect(await search(a.admin.token, '值班', centre)).toEqual([chinese.id]);
    expect(await search(a.admin.token, '交接', centre)).toEqual([chinese.id]);
    expect(await search(a.admin.token, '监', centre)).toEqual([chinese.id]);
    // every word must be there; a word that is nowhere, or only stop words, finds nothing
    expect(await search(a.admin.token, '监护 monitoring', centre)).toEqual([]);
    expect(await search(a.admin.token, '监控', centre)).toEqual([]);
    expect(await search(a.admin.token, 'the', centre)).toEqual([]);
    expect(await search(a.admin.token, '!!!', centre)).toEqual([]);
    // the management list finds drafts and recovered ones too
    const all = await search(a.admin.token, 'monitoring');
    expect(all).toEqual(expect.arrayContaining([english.id, draft.id, recovered.id]));
    // an edit is searched at once
    expectOk(
      await send(a.admin.token, 'PUT', docs(`/${english.id}`), { content: '<p>Ventilator settings</p>' }),
    );
    expect(await search(a.admin.token, 'monitoring', centre)).toEqual([]);
    expect(await search(a.admin.token, 'ventilators', centre)).toEqual([english.id]);
    // the staff see only published documents, with or without asking for them
    expect(await search(nurse, '心电监护')).toEqual([chinese.id]);
    expectError(await send(nurse, 'GET', docs(`/${draft.id}`)), ERROR_CODES.notFound);
    expectError(await send(nurse, 'GET', docs(`/${recovered.id}`)), ERROR_CODES.notFound);
    expect(expectOk<Doc>(await send(nurse, 'GET', docs(`/${chinese.id}`))).content).toContain('心电监护');
  });

  it('the staff read; only administrators write; members see nothing; another company sees none', async () => {
    const doc = await write({ title: '只读', content: '<p>r</p>' });
    expectOk(await send(nurse, 'GET', categories()));
    expectError(
      await send(nurse, 'POST', docs(), { title: 'n', categoryId: guide.id, content: '<p>n</p>' }),
      ERROR_CODES.forbidden,
    );
    expectError(await send(nurse, 'PUT', docs(`/${doc.id}`), { title: 'n' }), ERROR_CODES.forbidden);
    expectError(await send(nurse, 'POST', docs(`/${doc.id}/publish`)), ERROR_CODES.forbidden);
    expectError(await send(nurse, 'DELETE', docs(`/${doc.id}`)), ERROR_CODES.forbidden);
    expectError(await send(nurse, 'POST', categories(), { name: 'n', key: 'nurse' }), ERROR_CODES.forbidden);
    expectError(await send(a.member.token, 'GET', docs()), ERROR_CODES.forbidden);
    expectError(await send(a.member.token, 'GET', categories()), ERROR_CODES.forbidden);
    expectError(await send(b.admin.token, 'GET', docs(`/${doc.id}`)), ERROR_CODES.notFound);
    expectError(await send(b.admin.token, 'POST', docs(`/${doc.id}/publish`)), ERROR_CODES.notFound);
    expectError(
      await send(b.admin.token, 'PUT', docs(`/${doc.id}`), { title: '别家' }),
      ERROR_CODES.notFound,
    );
    expect(await find(b.admin.token, '')).toEqual([]);
  });
});
