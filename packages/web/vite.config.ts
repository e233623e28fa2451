import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, parseAst, type Plugin } from 'vite';
import { localeParts } from './locale-parts';
import { firstPaintPlugin } from './vite/first-paint';

/** The API the dev server forwards to (the console server in `packages/server`). */
const API_TARGET = process.env.CONSOLE_API ?? 'http://127.0.0.1:8080';

/** Files of the shared contract package (zod schemas, resource definitions, constants). */
const CONTRACT = /packages[\\/]contract[\\/]src[\\/].*\.ts$/;

/**
 * The contract builds its schemas in top-level constants (`export const xSchema = z.object(…)`).
 * Calls are side effects to the bundler, so a page that imports one plain constant from such a
 * module (a page size, a close code) would keep every schema in it and zod with them. Building a
 * schema changes nothing outside it: mark each top-level constant's initialiser pure (wrapped in
 * a pure arrow, arguments and all), so unused ones are dropped. Together with `manualPureFunctions: ['z']` (the calls nested in them) this keeps
 * zod out of the signed-in shell; it loads with the first resource definition a page needs.
 */
function contractConstantsArePure(): Plugin {
  return {
    name: 'console:contract-constants-are-pure',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      const ranges: [number, number][] = [];
      for (const statement of parseAst(code, { lang: 'ts' }, id).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          let value = init;
          while (value?.type === 'TSAsExpression' || value?.type === 'TSSatisfiesExpression')
            value = value.expression;
          if (value?.type === 'CallExpression' || value?.type === 'NewExpression')
            ranges.push([value.start, value.end]);
        }
      }
      if (ranges.length === 0) return null;
      // A pure call that is dropped still evaluates its arguments when they may have effects
      // (`z.object({ series: z.object(Object.fromEntries(…)) })` kept the inner calls, and zod with
      // them): each initialiser runs inside a pure arrow, which goes as a whole when unused.
      let out = code;
      for (const [start, end] of ranges.reverse())
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      // Inserted within lines: lines stay where they were.
      return { code: out, map: null };
    },
  };
}

/**
 * antd modules that import a part for one prop the console never passes, the part, and its
 * stand-in in `src/lib/antd/on-demand.tsx` (loads the part when it first renders).
 */
const ON_DEMAND: { importer: RegExp; source: string; standIn: string; named?: boolean }[] = [
  {
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    source: '../../../tree',
    standIn: 'FilterTree',
  },
  { importer: /antd[\\/]es[\\/]card[\\/]Card\.js$/, source: '../tabs', standIn: 'CardTabs' },
  {
    importer: /antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    source: '../Editable',
    standIn: 'TypographyEditable',
  },
  ...(
    [
      ['./noFound', 'ResultNotFound'],
      ['./serverError', 'ResultServerError'],
      ['./unauthorized', 'ResultUnauthorized'],
    ] as const
  ).map(([source, standIn]) => ({ importer: /antd[\\/]es[\\/]result[\\/]index\.js$/, source, standIn })),
  // Radio.Group takes one small function from the form's useForm module, and with it the whole
  // form store (~7 KB gzip on every table page, whose selection column has radios).
  {
    importer: /antd[\\/]es[\\/]radio[\\/]group\.js$/,
    source: '../form/hooks/useForm',
    standIn: 'toNamePathStr',
    named: true,
  },
];
const ON_DEMAND_PREFIX = '\0console-on-demand:';

/**
 * Every table page carried antd's Tree, every card Tabs, every Typography its editor, every Result
 * its three illustrations: parts the console never shows there (tree filters, card tabs, editable
 * text) or shows on error pages only, up to ~40 KB gzip on a page.
 * Those imports get a stand-in that loads the part if it is ever rendered (ADR 16 item 9).
 */
function antdPartsOnDemand(): Plugin {
  const module = fileURLToPath(new URL('./src/lib/antd/on-demand.tsx', import.meta.url));
  return {
    name: 'console:antd-parts-on-demand',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const found =
        importer && ON_DEMAND.find((entry) => entry.source === source && entry.importer.test(importer));
      return found ? `${ON_DEMAND_PREFIX}${found.standIn}` : null;
    },
    load(id) {
      if (!id.startsWith(ON_DEMAND_PREFIX)) return null;
      const found = ON_DEMAND.find((entry) => entry.standIn === id.slice(ON_DEMAND_PREFIX.length))!;
      const name = found.named ? found.standIn : `${found.standIn} as default`;
      return `export { ${name} } from ${JSON.stringify(module)};`;
    },
  };
}

/** antd's style-hook factories: (component, styleFn, prepareComponentToken, options). */
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/**
 * With `theme.zeroRuntime` (src/app/provider.tsx, every antd component renders inside it) antd's
 * style hooks return before calling a component's style function: the rules come from
 * antd/dist/antd.css, and only the component tokens' CSS variables (`prepareComponentToken`) are
 * computed. The style functions were a quarter of the antd code on a page. Each factory call
 * gets `() => []` in their place, and the functions, unused, are dropped (ADR 16 item 9).
 */
function antdStyleFunctionsDropped(): Plugin {
  type Node = { type?: string; start: number; end: number; [key: string]: unknown };
  const ranges = (node: unknown, out: [number, number][]) => {
    if (Array.isArray(node)) for (const child of node) ranges(child, out);
    if (!node || typeof node !== 'object') return;
    const call = node as Node & { callee?: Node & { name?: string }; arguments?: Node[] };
    const style = call.type === 'CallExpression' && call.arguments?.[1];
    if (style && call.callee?.type === 'Identifier' && STYLE_HOOK_FACTORIES.has(call.callee.name ?? ''))
      out.push([style.start, style.end]);
    for (const [key, value] of Object.entries(node)) if (key !== 'type') ranges(value, out);
  };
  return {
    name: 'console:antd-style-functions-dropped',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules[\\/]antd[\\/]es[\\/]/.test(id)) return null;
      if (![...STYLE_HOOK_FACTORIES].some((name) => code.includes(`${name}(`))) return null;
      const found: [number, number][] = [];
      ranges(parseAst(code, { lang: 'js' }, id).body, found);
      if (found.length === 0) return null;
      let out = code;
      // The same call can be met twice on the way down (oxc's tree shares nodes): once each.
      const unique = [...new Map(found.map((range) => [range[0], range])).values()];
      for (const [start, end] of unique.sort((a, b) => b[0] - a[0]))
        out = `${out.slice(0, start)}() => []${out.slice(end)}`;
      return { code: out, map: null };
    },
  };
}

/** Each chunk's file → the files (JS and CSS) loaded with it, from the finished bundle. */
const loadedWith = new Map<string, Set<string>>();

/**
 * Vite lists, for every dynamic import, the chunks to preload with it. The route table and the
 * resource registry hold some 150 dynamic imports each, and their lists named mostly chunks the
 * importing chunk had already loaded (the entry, the shell): 42 KB of the signed-in shell. The
 * lists keep only what the importer does not already hold; the browser still finds the rest as
 * imports. This plugin records which chunks each one loads, before Vite writes the lists
 * (its import analysis runs after the user plugins' `generateBundle`).
 */
function chunksLoadedWith(): Plugin {
  return {
    name: 'console:chunks-loaded-with',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((item) => item.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const visit = (file: string, seen: Set<string>) => {
        if (seen.has(file)) return;
        seen.add(file);
        const chunk = chunks.get(file);
        for (const css of chunk?.viteMetadata?.importedCss ?? []) seen.add(css);
        for (const imported of chunk?.imports ?? []) visit(imported, seen);
      };
      const closure = new Map<string, Set<string>>();
      for (const file of chunks.keys()) {
        const seen = new Set<string>();
        visit(file, seen);
        closure.set(file, seen);
      }
      // A chunk runs only after one of the chunks that import it (statically or dynamically) has
      // loaded, so what all of those hold is loaded too: an area of the route table is imported by
      // the signed-in shell alone, and its pages' lists need not name the shell's chunks.
      const importers = new Map<string, string[]>();
      for (const [file, chunk] of chunks)
        for (const dep of [...chunk.imports, ...chunk.dynamicImports])
          importers.set(dep, [...(importers.get(dep) ?? []), file]);
      const loadedAt = (file: string, path: ReadonlySet<string>): Set<string> => {
        const known = loadedWith.get(file);
        if (known) return known;
        const own = closure.get(file) ?? new Set<string>();
        const parents = chunks.get(file)?.isEntry ? [] : (importers.get(file) ?? []);
        // A cycle gives only the chunk's own closure: fewer chunks left out, never a wrong one.
        if (parents.length === 0 || parents.some((parent) => path.has(parent))) return own;
        const inner = new Set([...path, file]);
        const [first, ...rest] = parents.map((parent) => loadedAt(parent, inner));
        const common = [...first!].filter((item) => rest.every((set) => set.has(item)));
        const loaded = new Set([...own, ...common]);
        loadedWith.set(file, loaded);
        return loaded;
      };
      loadedWith.clear();
      for (const file of chunks.keys()) loadedAt(file, new Set());
    },
  };
}

export default defineConfig({
  base: '/web/',
  plugins: [
    contractConstantsArePure(),
    antdPartsOnDemand(),
    antdStyleFunctionsDropped(),
    localeParts(),
    chunksLoadedWith(),
    firstPaintPlugin(),
    react(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/platformApi': { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    manifest: true,
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        const loaded = hostType === 'js' ? loadedWith.get(hostId) : undefined;
        return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
      },
    },
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      treeshake: {
        // antd's Input imports form/context, which imports @rc-component/form for a provider the
        // Input never uses. Neither package declares `sideEffects`, so without this rule the whole
        // form library (and its validator) lands on the login page. Both are side-effect free.
        // The same holds for every @rc-component package and antd's styling helpers (plain
        // components and functions, no `sideEffects` field): modules nobody imports from are
        // dropped (rc-input's TextArea left the login page this way). The contract has no module
        // side effects either (definitions and constants only).
        moduleSideEffects: [
          {
            test: /node_modules[\\/](@rc-component[\\/]|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color)[\\/])/,
            sideEffects: false,
          },
          { test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
        ],
        // zod's builders (`z.string().trim()…`) are pure; see contractConstantsArePure.
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // Everything the first page needs before it renders in one chunk (fewer requests,
          // better compression); each route keeps its own chunks.
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
});
