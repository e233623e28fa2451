/** The administrator the e2e server is seeded with (playwright.config.ts `webServer.env`). */
export const ADMIN = { account: 'admin', password: 'Admin#2026' } as const;

/** This run's output folder: each shard of `npm run test:e2e` has its own (scripts/e2e.mjs). */
export const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR || 'test-results';

/** Where the setup project saves the signed-in browser state. */
export const STORAGE_STATE = `${OUTPUT_DIR}/.auth/admin.json`;

/** The API base of the default product. */
export const API = '/platformApi';
