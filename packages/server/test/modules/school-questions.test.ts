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
 * School Q&A (issue 20): a question is kept as asked; an answer makes it answered, by whom and
 * when; it closes from either state and a closed one changes no more; members only read; the
 * tenant wall holds.
 */
interface Question {
  id: number;
  question: string;
  questioner: string;
  state: string;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  closedAt: string | null;
}

const ctx = build();
const r = (suffix = '') => api(`${PATHS.resource('schoolQuestions')}${suffix}`);
let a: Tenant;
let b: Tenant;
let teacher = '';

const send = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });
const ask = async (token: string, question = '明天几点放学？') =>
  expectOk<Question>(await send(token, 'POST', r(), { question, questioner: '王妈妈' }));

beforeAll(async () => {
  a = await ctx.createTenant('qa_a');
  b = await ctx.createTenant('qa_b');
  await ctx.createUser({ account: 'qa_teacher', customerId: a.customerId, userType: USER_TYPES.staff });
  teacher = await ctx.login('qa_teacher', TENANT_PASSWORD);
});

describe('school questions', () => {
  it('a new question waits for an answer; its state is set by the server only', async () => {
    expectValidationError(
      await send(teacher, 'POST', r(), { question: '校车几点到？', questioner: '李爸爸', state: 'closed' }),
      'state',
      'validation.unknownField',
    );
    const res = await send(teacher, 'POST', r(), { question: '  校车几点到？ ', questioner: '李爸爸' });
    const created = expectOk<Question>(res);
    expect(created).toMatchObject({
      question: '校车几点到？',
      state: 'open',
      answer: null,
      answeredBy: null,
    });
  });

  it('requires the question and who asked, within their lengths', async () => {
    expectValidationError(
      await send(teacher, 'POST', r(), { questioner: '李' }),
      'question',
      'validation.required',
    );
    expectValidationError(
      await send(teacher, 'POST', r(), { question: ' ', questioner: '李' }),
      'question',
      'validation.required',
    );
    expectValidationError(
      await send(teacher, 'POST', r(), { question: '问', questioner: '' }),
      'questioner',
      'validation.required',
    );
    expectValidationError(
      await send(teacher, 'POST', r(), { question: 'x'.repeat(501), questioner: '李' }),
      'question',
      'validation.max',
    );
  });

  it('an answer makes it answered, by the one who answered and when; the question stays as asked', async () => {
    const asked = await ask(teacher);
    expectValidationError(
      await send(teacher, 'PUT', r(`/${asked.id}`), { answer: '下午四点。', question: '改过的问题' }),
      'question',
      'validation.unknownField',
    );
    const after = expectOk<Question>(await send(teacher, 'PUT', r(`/${asked.id}`), { answer: '下午四点。' }));
    expect(after).toMatchObject({ state: 'answered', answer: '下午四点。', answeredBy: 'qa_teacher' });
    expect(after.question).toBe('明天几点放学？');
    expect(Date.parse(after.answeredAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expectValidationError(
      await send(teacher, 'PUT', r(`/${asked.id}`), { answer: '  ' }),
      'answer',
      'validation.required',
    );
  });

  it('closes from awaiting or answered; a closed question is neither answered nor closed again', async () => {
    const open = await ask(teacher);
    const closed = expectOk<Question>(await send(teacher, 'POST', r(`/${open.id}/close`)));
    expect(closed.state).toBe('closed');
    expect(closed.closedAt).not.toBeNull();
    expectError(
      await send(teacher, 'PUT', r(`/${open.id}`), { answer: '晚了' }),
      ERROR_CODES.validation,
      'error.questionClosed',
    );
    expectError(
      await send(teacher, 'POST', r(`/${open.id}/close`)),
      ERROR_CODES.validation,
      'error.transitionNotAllowed',
    );

    const answered = await ask(teacher);
    expectOk(await send(teacher, 'PUT', r(`/${answered.id}`), { answer: '好的' }));
    expect(expectOk<Question>(await send(teacher, 'POST', r(`/${answered.id}/close`))).state).toBe('closed');
  });

  it('lists by state and finds a word of the answer', async () => {
    const asked = await ask(teacher, '运动会哪天？');
    expectOk(await send(teacher, 'PUT', r(`/${asked.id}`), { answer: '下周五举行运动会' }));
    const open = expectOk<{ list: Question[] }>(await send(teacher, 'GET', r('?state=open&size=100')));
    expect(open.list.every((q) => q.state === 'open')).toBe(true);
    const found = expectOk<{ list: Question[] }>(
      await send(teacher, 'GET', r(`?keyword=${encodeURIComponent('周五')}`)),
    );
    expect(found.list.map((q) => q.id)).toEqual([asked.id]);
  });

  it('restricted members see none; another company sees none of them', async () => {
    const asked = await ask(a.admin.token);
    expectError(await send(a.member.token, 'GET', r(`/${asked.id}`)), ERROR_CODES.forbidden);
    expectError(
      await send(a.member.token, 'PUT', r(`/${asked.id}`), { answer: '我来答' }),
      ERROR_CODES.forbidden,
    );
    expectError(await send(a.member.token, 'POST', r(`/${asked.id}/close`)), ERROR_CODES.forbidden);
    expectError(await send(b.admin.token, 'GET', r(`/${asked.id}`)), ERROR_CODES.notFound);
    expectError(
      await send(b.admin.token, 'PUT', r(`/${asked.id}`), { answer: '别家' }),
      ERROR_CODES.notFound,
    );
    const theirs = expectOk<{ list: Question[] }>(await send(b.admin.token, 'GET', r('?size=100')));
    expect(theirs.list).toEqual([]);
  });
});
