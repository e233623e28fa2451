/** pg's own conversion of a parameter to its text (untyped upstream). */
declare module 'pg/lib/utils' {
  export function prepareValue(value: unknown): string | Buffer | null;
}
