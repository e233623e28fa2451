import { PATHS } from '@console/contract/api/paths';
import type { Branding } from '@console/contract/resources/system-settings';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { createStore } from '@/lib/create-store';
import { onSessionReset } from '@/lib/session/sign-out';

/**
 * The platform name (SPEC §1 brand text), asked once per page load. A small store rather than a
 * query: the login page shows it and has no query client.
 */
const brandStore = createStore<{ platformName: string | null; asked: boolean }>({
  platformName: null,
  asked: false,
});

// Signed out (or another test): ask again, the name may have changed meanwhile.
onSessionReset(() => brandStore.set({ platformName: null, asked: false }));

function askOnce() {
  if (brandStore.get().asked) return;
  brandStore.set({ asked: true });
  api
    .get<Branding>(PATHS.branding)
    .then(({ platformName }) => brandStore.set({ platformName }))
    // Without an answer the console keeps its own title; asked again on the next page load.
    .catch(() => undefined);
}

/** After an administrator saved the global settings: the shell's title follows at once. */
export function setBrandName(platformName: string | null) {
  brandStore.set({ platformName: platformName || null, asked: true });
}

/** What the console is called: the platform name, or its own title until one is set. */
export function useBrandName(): string {
  const { t } = useTranslation();
  useEffect(askOnce, []);
  return brandStore.useSelect((state) => state.platformName) || t('app.title');
}
