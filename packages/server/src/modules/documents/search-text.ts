import { sql, type SQL } from 'drizzle-orm';
import { textOf } from './sanitise';

/**
 * Full-text search in Chinese and English on PostgreSQL and PGlite alike (ADR 0036): neither has
 * a Chinese segmenter, so runs of CJK characters become overlapping bigrams ("心电监护" → 心电
 * 电监 监护) read by the `simple` configuration, and everything else goes to `english`, which
 * stems ("monitors" and "monitoring" are both `monitor`). Queries are cut the same way.
 */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  return chars.slice(1).map((char, i) => chars[i]! + char);
}

export interface SearchText {
  /** Text without CJK runs, for the `english` configuration. */
  latin: string;
  /** CJK runs as bigrams separated by spaces, for the `simple` configuration. */
  cjk: string;
}

export function searchText(...parts: (string | null | undefined)[]): SearchText {
  const text = parts.filter(Boolean).join(' ');
  const runs = text.match(CJK_RUN) ?? [];
  return {
    latin: text.replace(CJK_RUN, ' ').replace(/\s+/g, ' ').trim(),
    cjk: runs.flatMap(bigrams).join(' '),
  };
}

/**
 * The condition "the vector holds every word of `query`": its Latin words (stemmed, stop words
 * dropped) and its CJK runs (every bigram; a lone character as a prefix of a bigram). A query of
 * nothing searchable (only stop words or punctuation) finds nothing.
 */
export function matchesQuery(vector: SQL | unknown, query: string): SQL {
  const { latin } = searchText(query);
  const runs = query.match(CJK_RUN) ?? [];
  const parts: SQL[] = [];
  if (/[\p{L}\p{N}]/u.test(latin)) parts.push(sql`plainto_tsquery('english'::regconfig, ${latin})`);
  for (const run of runs) {
    parts.push(
      [...run].length === 1
        ? sql`to_tsquery('simple'::regconfig, ${`${run}:*`})`
        : sql`plainto_tsquery('simple'::regconfig, ${bigrams(run).join(' ')})`,
    );
  }
  if (parts.length === 0) return sql`false`;
  const tsquery = sql.join(parts, sql` && `);
  // numnode 0: the query was only stop words ("the"), which would match nothing anyway
  return sql`(numnode(${tsquery}) > 0 and ${vector} @@ (${tsquery}))`;
}

/** The stored search columns of a document: title, keywords, description and the content's text. */
export function documentSearch(row: Record<string, unknown>): { searchLatin: string; searchCjk: string } {
  const search = searchText(
    row.title as string,
    ((row.keywords as string[] | undefined) ?? []).join(' '),
    row.description as string | null | undefined,
    textOf((row.content as string | undefined) ?? ''),
  );
  return { searchLatin: search.latin, searchCjk: search.cjk };
}
