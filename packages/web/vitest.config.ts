import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { localeParts } from './locale-parts';

export default defineProject({
  plugins: [localeParts(), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Cookies live on path /web/ (SPEC §9), so the test document must too.
    environmentOptions: { jsdom: { url: 'http://localhost/web/' } },
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // Whole-console tests render antd in jsdom and import route chunks on first use: 10-30 s
    // each on a quiet 2-core machine, twice that beside other work (a CI run timed out two).
    testTimeout: 60_000,
  },
});
