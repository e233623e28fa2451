/** Every table, for drizzle-kit and the typed query builder. */
export * from '../modules/identity/tables';
export * from '../modules/applications/tables';
export * from '../modules/menus/tables';
export * from '../modules/audit/tables';
export * from '../modules/device-accounts/tables';
export * from '../modules/realtime/tables';
