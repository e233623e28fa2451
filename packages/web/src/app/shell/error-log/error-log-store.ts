import { createStore } from '@/lib/create-store';
import { setRenderErrorReporter } from '@/lib/error-reporting';

/**
 * SPEC §2 error log: what went wrong in this tab, for the navbar's bug badge and its dialog.
 * Render errors come from the error boundaries (lib/error-reporting), the rest from `window`
 * 'error' and 'unhandledrejection'. Kept in memory only; the newest first.
 */
export type ErrorSource = 'render' | 'error' | 'unhandledrejection';

export interface ErrorLogEntry {
  id: number;
  source: ErrorSource;
  message: string;
  stack: string | null;
  /** The component stack of a render error, or `file:line:column` of a script error. */
  where: string | null;
  /** The page the user was on. */
  url: string;
  time: number;
}

interface ErrorLogState {
  entries: ErrorLogEntry[];
}

/** Older entries are dropped beyond this many (a loop of errors must not eat the memory). */
export const ERROR_LOG_LIMIT = 50;

export const errorLogStore = createStore<ErrorLogState>({ entries: [] });

let nextId = 1;
/** The same error object can arrive twice (a boundary, then the window): log it once. */
let logged = new WeakSet<object>();

/** Browser noise that is not an error of the console. */
const NOISE = /ResizeObserver loop|^Script error\.?$/i;

function describe(error: unknown, fallback: string): { message: string; stack: string | null } {
  if (typeof error === 'string') return { message: error || fallback, stack: null };
  if (error === undefined || error === null) return { message: fallback, stack: null };
  if (typeof error === 'object') {
    // Errors, and error-like objects such as a DOMException from another realm
    const { name, message, stack } = error as { name?: unknown; message?: unknown; stack?: unknown };
    if (typeof message === 'string') {
      return {
        message: message || (typeof name === 'string' && name) || fallback,
        stack: typeof stack === 'string' ? stack : null,
      };
    }
  }
  try {
    return { message: JSON.stringify(error), stack: null };
  } catch {
    return { message: String(error), stack: null };
  }
}

function isAbort(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, kind } = error as { name?: unknown; kind?: unknown };
  return name === 'AbortError' || kind === 'aborted';
}

export const errorLogActions = {
  /** Records an error; returns false when it was ignored (already logged, or noise). */
  add(
    source: ErrorSource,
    error: unknown,
    details: { message?: string; where?: string | null } = {},
  ): boolean {
    if (typeof error === 'object' && error !== null) {
      if (logged.has(error)) return false;
      logged.add(error);
    }
    if (isAbort(error)) return false;
    const { message, stack } = describe(error, details.message || 'Error');
    if (NOISE.test(message)) return false;
    const entry: ErrorLogEntry = {
      id: nextId++,
      source,
      message,
      stack,
      where: details.where?.trim() || null,
      url: typeof location === 'undefined' ? '' : location.href,
      time: Date.now(),
    };
    errorLogStore.set((s) => ({ entries: [entry, ...s.entries].slice(0, ERROR_LOG_LIMIT) }));
    return true;
  },
  clear() {
    logged = new WeakSet();
    errorLogStore.set({ entries: [] });
  },
};

let unregister: (() => void) | null = null;

/**
 * Starts collecting (once, at startup; a second call keeps the first registration). Returns a
 * function that stops it (tests).
 */
export function registerErrorLog(target: Window = window): () => void {
  if (unregister) return unregister;
  const onError = (event: ErrorEvent) => {
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : null;
    errorLogActions.add('error', event.error ?? null, { message: event.message, where });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    errorLogActions.add('unhandledrejection', event.reason, { message: 'Unhandled promise rejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  setRenderErrorReporter((error, componentStack) =>
    errorLogActions.add('render', error, { where: componentStack }),
  );
  unregister = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    setRenderErrorReporter(null);
    unregister = null;
  };
  return unregister;
}
