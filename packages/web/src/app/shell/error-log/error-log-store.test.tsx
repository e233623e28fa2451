import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/error-boundary';
import ErrorLogButton from './error-log-button';
import { ERROR_LOG_LIMIT, errorLogActions, errorLogStore, registerErrorLog } from './error-log-store';

function rejection(reason: unknown): Event {
  // jsdom has no PromiseRejectionEvent
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

function Thrower(): never {
  throw new Error('render went wrong');
}

let stop: () => void;
beforeEach(() => {
  stop = registerErrorLog();
});
afterEach(() => {
  stop();
  errorLogActions.clear();
  vi.restoreAllMocks();
});

describe('error log store', () => {
  it('collects window errors with where they happened', () => {
    const error = new Error('boom');
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: 'Uncaught Error: boom',
        filename: 'app.js',
        lineno: 3,
        colno: 9,
      }),
    );
    const [entry] = errorLogStore.get().entries;
    expect(entry).toMatchObject({ source: 'error', message: 'boom', where: 'app.js:3:9' });
    expect(entry?.stack).toContain('boom');
    expect(entry?.url).toBe(window.location.href);
    expect(typeof entry?.time).toBe('number');
  });

  it('collects unhandled rejections, with or without an Error', () => {
    window.dispatchEvent(rejection(new TypeError('no such thing')));
    window.dispatchEvent(rejection('plain reason'));
    window.dispatchEvent(rejection(undefined));
    expect(errorLogStore.get().entries.map((e) => [e.source, e.message])).toEqual([
      ['unhandledrejection', 'Unhandled promise rejection'],
      ['unhandledrejection', 'plain reason'],
      ['unhandledrejection', 'no such thing'],
    ]);
  });

  it('collects what an error boundary catches, once, with the component stack', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Thrower />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    const entries = errorLogStore.get().entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ source: 'render', message: 'render went wrong' });
    expect(entries[0]?.where).toContain('Thrower');
  });

  it('ignores browser noise, aborted requests and the same error twice', () => {
    const error = new Error('once');
    window.dispatchEvent(new ErrorEvent('error', { error }));
    window.dispatchEvent(new ErrorEvent('error', { error }));
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }),
    );
    window.dispatchEvent(rejection(new DOMException('The user aborted a request.', 'AbortError')));
    expect(errorLogStore.get().entries.map((e) => e.message)).toEqual(['once']);
  });

  it('keeps the newest entries only', () => {
    for (let i = 0; i < ERROR_LOG_LIMIT + 5; i += 1) errorLogActions.add('error', new Error(`e${i}`));
    const entries = errorLogStore.get().entries;
    expect(entries).toHaveLength(ERROR_LOG_LIMIT);
    expect(entries[0]?.message).toBe(`e${ERROR_LOG_LIMIT + 4}`);
  });

  it('registers once and stops listening when unregistered', () => {
    expect(registerErrorLog()).toBe(stop);
    stop();
    // nobody else may see this one as uncaught (the test runner would)
    const swallow = (event: Event) => event.preventDefault();
    window.addEventListener('error', swallow);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), cancelable: true }));
    window.removeEventListener('error', swallow);
    expect(errorLogStore.get().entries).toEqual([]);
  });

  it('clears', () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('a') }));
    errorLogActions.clear();
    expect(errorLogStore.get().entries).toEqual([]);
  });
});

describe('error log button and dialog', { timeout: 30_000 }, () => {
  it('shows a badge only when there are errors, lists them and clears them', async () => {
    const user = userEvent.setup();
    render(
      <AntdApp>
        <ErrorLogButton />
      </AntdApp>,
    );
    expect(screen.queryByRole('button', { name: /Error log/ })).toBeNull();

    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('first'), filename: 'a.js', lineno: 1, colno: 2 }),
    );
    window.dispatchEvent(rejection(new Error('second')));
    const button = await screen.findByRole('button', { name: 'Error log', description: 'Errors: 2' });
    await user.click(button);

    const dialog = await screen.findByRole('dialog');
    const list = within(dialog).getByRole('list', { name: 'Errors, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('second')).toBeTruthy();
    expect(within(items[0]!).getByText('Unhandled promise rejection')).toBeTruthy();
    expect(within(items[1]!).getByText('first')).toBeTruthy();
    expect(within(items[1]!).getByText('Script error')).toBeTruthy();
    // the stack is folded until asked for
    await user.click(within(items[1]!).getByText('Stack trace'));
    expect(within(items[1]!).getByText(/Error: first/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(errorLogStore.get().entries).toEqual([]);
    expect(screen.queryByRole('button', { name: /Error log/ })).toBeNull();
  });
});
