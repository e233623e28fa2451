/** Parts of a language's strings, made by `localeParts()` (vite.config.ts, src/locales/parts.ts). */
declare module 'virtual:console-strings/*' {
  const strings: Record<string, unknown>;
  export default strings;
}
