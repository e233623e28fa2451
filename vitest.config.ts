import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/server', 'packages/web', 'packages/simulator'],
    // Each server test file opens its own database (~0.5 s clone, ~350 MB); two at a time fits
    // the 2-core machines this runs on.
    maxWorkers: 2,
  },
});
