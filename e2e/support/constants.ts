/** The administrator the e2e server is seeded with (playwright.config.ts `webServer.env`). */
export const ADMIN = { account: 'admin', password: 'Admin#2026' } as const;

/** Where the setup project saves the signed-in browser state. */
export const STORAGE_STATE = 'test-results/.auth/admin.json';

/** The API base of the default product. */
export const API = '/platformApi';
