/**
 * The console's strings come in two parts per language, so the login page does not carry the
 * whole console's words (ARCHITECTURE §9: login ≤ 200 KB): `public` — what a visitor who is not
 * signed in can see (login, auth redirect, request errors, the error boundary, language names) —
 * loads before the first render; `console` — everything else — loads with the signed-in console.
 * The source is one file, `strings.json`, each string with both languages side by side
 * (`{ "zh": …, "en": … }`); `localeParts()` in vite.config.ts takes one language's strings from it
 * and cuts them at build time by these top-level keys.
 */
export const PUBLIC_NAMESPACES = [
  'app',
  'authRedirect',
  'common',
  'errorBoundary',
  'language',
  'login',
  'request',
] as const;

/**
 * A third cut (ADR 16 item 9): the namespaces only one area's pages use load with the area
 * (`src/app/routes/pages.ts`, by the area's key: its file in `src/app/routes/areas/`), not with
 * the console; the console part keeps what the shell, the engine, the dashboard and the generic
 * resource pages use. `area-strings.test.ts` reads the source to keep this table true: every
 * namespace an area's code names is the console's or listed here for that area, and the console's
 * code names none of the ones listed.
 */
export const AREA_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  'admin-info': ['adminInfo', 'profile'],
  admins: ['admins', 'unlockLogin'],
  'ambulance-fleet': ['ambulanceFleet', 'ambulanceTasks'],
  'ambulance-system': ['ambulanceSystem'],
  applications: ['applications'],
  'base-medical': ['baseMedical', 'icuMonitoring', 'icuPatients', 'icuWards', 'userLog'],
  'central-station': [
    'bedCamera',
    'bedMonitor',
    'centralStation',
    'reasonDialog',
    'terminalMonitor',
    'vitals',
  ],
  collaboration: ['ambulanceConsultations', 'collaboration'],
  companies: ['applications', 'baseMedical', 'companies', 'icuMonitoring'],
  company: ['company'],
  'compute-servers': ['compute', 'terminalMonitor'],
  'data-push': ['dataPush'],
  'device-accounts': [
    'ambulanceAccount',
    'ambulanceFleet',
    'deviceAccounts',
    'icuMonitoring',
    'monitorScope',
    'surgicalTeaching',
    'visitSettings',
  ],
  'device-groups': ['deviceCatalogue'],
  'device-modules': ['deviceCatalogue'],
  'device-settings': ['deviceCatalogue'],
  documents: ['documents'],
  gateways: ['approval', 'gateways'],
  'icu-visits': ['icuVisits', 'reasonDialog'],
  lives: [
    'liveChat',
    'liveHealth',
    'lives',
    'monitorWall',
    'recordings',
    'streamWall',
    'terminalMonitor',
    'terminalStreams',
  ],
  members: ['icuMonitoring', 'members', 'monitorScope', 'reasonDialog', 'unlockLogin', 'visitSettings'],
  menus: ['menus'],
  'network-cameras': ['deviceCatalogue', 'icuMonitoring', 'monitorScope', 'visitSettings'],
  profile: ['profile'],
  'qc-statistics': ['qcStatistics'],
  roles: ['roles'],
  rooms: ['monitorWall', 'recordings', 'rooms', 'terminalMonitor'],
  'school-messages': ['schoolMessages'],
  'school-qa': ['schoolQa'],
  servers: ['liveHealth', 'streamHealth', 'terminalMonitor'],
  'surgical-teaching': ['surgicalTeaching'],
  'system-menu': ['systemMenu'],
  'system-settings': ['systemSettings'],
  'terminal-monitor': ['accountStreams', 'terminalMonitor', 'terminalStreams'],
  upgrades: ['compute', 'upgrades'],
  'user-log': ['userLog'],
  'video-groups': ['deviceCatalogue'],
  'virtual-cockpit': ['terminalMonitor', 'virtualCockpit'],
  vitals: ['vitals'],
  vod: ['vod'],
  wechat: ['wechat'],
};

/** Every namespace that loads with an area, not with the console. */
export const areaOnlyNamespaces = (): Set<string> => new Set(Object.values(AREA_NAMESPACES).flat());

export type LocalePart = 'public' | 'console';

type Strings = Record<string, unknown>;

/**
 * A string of `strings.json`: exactly one text per console language. Strict, because a
 * namespace may itself have keys `zh` and `en` (`language.zh`, the name of Chinese).
 */
export function isText(value: unknown): value is { zh: string; en: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { zh, en, ...rest } = value as Record<string, unknown>;
  return typeof zh === 'string' && typeof en === 'string' && Object.keys(rest).length === 0;
}

/** The shape of one language's strings: each `{ zh, en }` becomes its text. */
export type OneLanguage<T> = T extends { zh: string; en: string }
  ? string
  : { [K in keyof T]: OneLanguage<T[K]> };

/**
 * One language's strings (i18next's nested shape) from `strings.json`; a string without both
 * languages stops the build and the tests, naming its key.
 */
export function pickLanguage<T extends Strings>(strings: T, lang: 'zh' | 'en', path = ''): OneLanguage<T> {
  return Object.fromEntries(
    Object.entries(strings).map(([key, value]) => {
      if (isText(value)) return [key, value[lang]];
      if (typeof value !== 'object' || value === null)
        throw new Error(`strings.json: ${path}${key} is not { "zh": …, "en": … }`);
      return [key, pickLanguage(value as Strings, lang, `${path}${key}.`)];
    }),
  ) as OneLanguage<T>;
}

/** The top-level entries of `strings` that belong to `part` (the console's: no area's own). */
export function pickPart(strings: Strings, part: LocalePart): Strings {
  const isPublic = (key: string) => (PUBLIC_NAMESPACES as readonly string[]).includes(key);
  const areaOnly = areaOnlyNamespaces();
  return Object.fromEntries(
    Object.entries(strings).filter(([key]) =>
      part === 'public' ? isPublic(key) : !isPublic(key) && !areaOnly.has(key),
    ),
  );
}

/** The top-level entries of `strings` an area loads with its pages. */
export function pickArea(strings: Strings, area: string): Strings {
  const namespaces = AREA_NAMESPACES[area];
  if (!namespaces) throw new Error(`no strings for area ${area}`);
  return Object.fromEntries(Object.entries(strings).filter(([key]) => namespaces.includes(key)));
}
