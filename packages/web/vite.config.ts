import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API the dev server forwards to (the console server in `packages/server`). */
const API_TARGET = process.env.CONSOLE_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/web/',
  plugins: [react()],
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
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      treeshake: {
        // antd's Input imports form/context, which imports @rc-component/form for a provider the
        // Input never uses. Neither package declares `sideEffects`, so without this rule the whole
        // form library (and its validator) lands on the login page. Both are side-effect free.
        moduleSideEffects: [
          { test: /node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/, sideEffects: false },
        ],
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
