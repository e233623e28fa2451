/** Parts of a language's strings, made by `localeParts()` (vite.config.ts, src/locales/parts.ts). */
declare module 'virtual:console-strings/*' {
  const strings: Record<string, unknown>;
  export default strings;
}

/** One language of the contract's messages, made by `localeParts()` (src/lib/messages.ts). */
declare module 'virtual:console-messages/*' {
  const messages: { texts: Record<string, string>; fragments: string[] };
  export default messages;
}

/** Per language and area, the loader of the strings the area's pages use (src/locales/area-strings.ts). */
declare module 'virtual:console-area-strings' {
  const loaders: Record<'zh' | 'en', Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
  export default loaders;
}
