/** Every table, for drizzle-kit and the typed query builder. */
export * from '../modules/identity/tables';
export * from '../modules/applications/tables';
export * from '../modules/menus/tables';
export * from '../modules/audit/tables';
export * from '../modules/device-accounts/tables';
export * from '../modules/video-sources/tables';
export * from '../modules/members/tables';
export * from '../modules/layout-templates/tables';
export * from '../modules/network-cameras/tables';
export * from '../modules/device-groups/tables';
export * from '../modules/video-groups/tables';
export * from '../modules/device-modules/tables';
export * from '../modules/device-ui-urls/tables';
export * from '../modules/fuse-meetings/tables';
export * from '../modules/realtime/tables';
export * from '../modules/visit-settings/tables';
