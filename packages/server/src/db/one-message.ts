import pg from 'pg';
import { prepareValue } from 'pg/lib/utils';
import type { PreludeRows } from './client';

/**
 * Statements gathered into one simple-protocol message (ADR 50): a stand-in for a pooled client
 * that Drizzle's session queries as usual. `send` waits for the statements the work starts at once,
 * then sends the prelude and all of them together. PostgreSQL runs the statements of one message in
 * order and stops at the first failure; without `begin` in the prelude they are one implicit
 * transaction, so the prelude's tenant settings hold for every statement.
 *
 * The simple protocol has no parameters: each value is written into the statement's text as the
 * literal pg would have sent as its parameter (pg's own `prepareValue`, quoted by `escapeLiteral`:
 * an untyped literal, typed by its context exactly like the parameter), never inside quoted names
 * or strings.
 */

interface Gathered {
  config: QueryConfig;
  values: readonly unknown[];
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

interface QueryConfig {
  text: string;
  rowMode?: string;
  types?: unknown;
}

/** A value pg has no text for (binary data): the statement cannot travel in a message. */
class NoLiteral extends Error {}

/**
 * A NUL byte ends a simple-protocol message's text, so the statement would arrive cut short (a
 * syntax error, a 500). PostgreSQL refuses NUL in any text value anyway: refused here with its own
 * SQLSTATE (22021), which the API answers as the caller's bad request, as it does a parameter's.
 */
function nulRefused(): Error {
  return Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
}

function literal(value: unknown): string {
  const text = prepareValue(value);
  if (text === null) return 'null';
  if (typeof text !== 'string') throw new NoLiteral('binary values have no literal');
  if (text.includes('\u0000')) throw nulRefused();
  return pg.escapeLiteral(text);
}

/** `text` with its `$n` placeholders replaced by literals of `values`. */
export function withValues(text: string, values: readonly unknown[]): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = null;
      out += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      out += char;
    } else if (char === '$' && /\d/.test(text[i + 1] ?? '')) {
      let end = i + 1;
      while (/\d/.test(text[end] ?? '')) end++;
      const index = Number(text.slice(i + 1, end)) - 1;
      if (index >= values.length) throw new Error(`no value for placeholder $${index + 1}`);
      out += literal(values[index]);
      i = end - 1;
    } else out += char;
  }
  return out;
}

const asObjects = (result: pg.QueryArrayResult): Record<string, unknown>[] =>
  result.rows.map((row) => Object.fromEntries(result.fields.map((field, i) => [field.name, row[i]])));

export interface MessageOptions {
  /**
   * Statements started after the message has gone run on this client, one by one (the prelude
   * opened a transaction they belong to). Without it they are refused: they would run outside the
   * message's implicit transaction.
   */
  then?: pg.PoolClient;
  /** Sees the prelude's rows before any statement's result is given out; may refuse them all. */
  opened?(rows: PreludeRows): void;
}

export function oneMessage(prelude: string, options: MessageOptions = {}) {
  const gathered: Gathered[] = [];
  let sealed = false;

  async function run(client: pg.PoolClient, statements: string[]): Promise<pg.QueryArrayResult[]> {
    const types = gathered[0]?.config.types;
    const text = [prelude, ...statements].join(';\n');
    return [
      await client.query({ text, rowMode: 'array', ...(types ? { types } : {}) } as pg.QueryArrayConfig),
    ].flat() as pg.QueryArrayResult[];
  }

  return {
    /** What Drizzle's session calls on its client. */
    query(config: QueryConfig, values?: readonly unknown[]): Promise<unknown> {
      if (sealed) {
        if (options.then) return options.then.query(config as pg.QueryConfig, values as unknown[]);
        return Promise.reject(new Error('readTogether: a statement started after the message was sent'));
      }
      return new Promise((resolve, reject) => {
        gathered.push({ config, values: values ?? [], resolve, reject });
      });
    },
    /**
     * Once the work has started its statements (every promise job run: `setImmediate` comes after
     * them), send them with the prelude on `client`; rejects as the message fails.
     */
    async send(client: pg.PoolClient): Promise<void> {
      await new Promise((resolve) => setImmediate(resolve));
      sealed = true;
      let statements: string[] | undefined;
      try {
        statements = gathered.map((one) => withValues(one.config.text, one.values));
      } catch (error) {
        // A value without a literal: inside a transaction the statements can still follow the
        // prelude one by one; in a message of its own the read cannot be made.
        if (!(error instanceof NoLiteral) || !options.then) throw reject(error);
      }
      let results: pg.QueryArrayResult[];
      try {
        results = await run(client, statements ?? []);
        options.opened?.(asObjects(results[results.length - (statements?.length ?? 0) - 1]!));
      } catch (error) {
        throw reject(error);
      }
      if (!statements) {
        for (const one of gathered)
          client.query(one.config as pg.QueryConfig, one.values as unknown[]).then(one.resolve, one.reject);
        return;
      }
      const first = results.length - statements.length;
      gathered.forEach((one, i) => {
        const result = results[first + i]!;
        one.resolve(one.config.rowMode === 'array' ? result : { ...result, rows: asObjects(result) });
      });
    },
  };

  function reject(error: unknown): unknown {
    for (const one of gathered) one.reject(error);
    return error;
  }
}
