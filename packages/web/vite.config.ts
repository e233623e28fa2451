import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, parseAst, type Plugin } from 'vite';
import { localeParts } from './locale-parts';

/** The API the dev server forwards to (the console server in `packages/server`). */
const API_TARGET = process.env.CONSOLE_API ?? 'http://127.0.0.1:8080';

/** Files of the shared contract package (zod schemas, resource definitions, constants). */
const CONTRACT = /packages[\\/]contract[\\/]src[\\/].*\.ts$/;

/**
 * The contract builds its schemas in top-level constants (`export const xSchema = z.object(…)`).
 * Calls are side effects to the bundler, so a page that imports one plain constant from such a
 * module (a page size, a close code) would keep every schema in it and zod with them. Building a
 * schema changes nothing outside it: mark each top-level constant's initialiser pure, so unused
 * ones are dropped. Together with `manualPureFunctions: ['z']` (the calls nested in them) this keeps
 * zod out of the signed-in shell; it loads with the first resource definition a page needs.
 */
function contractConstantsArePure(): Plugin {
  return {
    name: 'console:contract-constants-are-pure',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      const starts: number[] = [];
      for (const statement of parseAst(code, { lang: 'ts' }, id).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          let value = init;
          while (value?.type === 'TSAsExpression' || value?.type === 'TSSatisfiesExpression')
            value = value.expression;
          if (value?.type === 'CallExpression' || value?.type === 'NewExpression') starts.push(value.start);
        }
      }
      if (starts.length === 0) return null;
      let out = code;
      for (const start of starts.reverse()) out = `${out.slice(0, start)}/* @__PURE__ */ ${out.slice(start)}`;
      // Comments only, inserted before expressions: lines stay where they were.
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
      loadedWith.clear();
      for (const file of chunks.keys()) {
        const seen = new Set<string>();
        visit(file, seen);
        loadedWith.set(file, seen);
      }
    },
  };
}

export default defineConfig({
  base: '/web/',
  plugins: [contractConstantsArePure(), localeParts(), chunksLoadedWith(), react()],
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
