import type { AccessRule, RoleKey, ShowByRole } from '../access/identity';

/**
 * One route of SPEC §2. The catalogue drives both the console router and the seeded system
 * menus (one menu record per route node), so a route is declared exactly once.
 */
export interface RouteDef {
  /** Absolute for top-level groups (`/baseinfo`), relative below (`companyManage`, `companyDetail/:id`). */
  path: string;
  /** Unique route name; also the i18n key `route.{name}` and the menu's title key. */
  name: string;
  title: { zh: string; en: string };
  /** antd icon name (only on menu-visible nodes). */
  icon?: string;
  /** Not shown in the sidebar (details, tabs, editors). */
  hidden?: boolean;
  /** Tags-view tab that cannot be closed. */
  affix?: boolean;
  /** Empty or absent: any signed-in user (SPEC §6). */
  roles?: RoleKey[];
  showByRole?: ShowByRole;
  /**
   * The access rule of the API the page uses (children inherit it): the menu is shown and the
   * route opens only for those the API admits (ADR 0014). Absent: any signed-in user.
   */
  access?: AccessRule;
  /** Route appears in the platform menu (SPEC §6 "Routes flagged platform"). */
  platform?: boolean;
  /** Opens in a new browser tab (e.g. live chatAudit/online). */
  newTab?: boolean;
  /**
   * Per-application settings tab (SPEC §2 "Account and tab routes"): present only when this
   * application key is enabled for the user, even though it sits under another application's page.
   */
  requiresApp?: string;
  children?: RouteDef[];
}

/** The routes of one application (SPEC §1), keyed by its application key. */
export interface AppRoutes {
  appKey: string;
  routes: RouteDef[];
}
