import type { AnyDefinition, AnyResource } from './types';

/**
 * The zod schemas of a resource load with its first form, not with its list or detail page:
 * pages work from the zod-free description (`…/resources/descriptions/…`), and the form asks
 * for the definition here. Each entry is its own chunk (the definition module and, with the
 * first of them, zod). Keyed by the description's `key`; a test checks every key and name.
 */
const LOADERS: Readonly<Record<string, () => Promise<AnyDefinition>>> = {
  admins: () => import('@console/contract/resources/admins').then((m) => m.adminDefinition),
  companies: () => import('@console/contract/resources/companies').then((m) => m.companyDefinition),
  deviceAccounts: () =>
    import('@console/contract/resources/device-accounts').then((m) => m.deviceAccountDefinition),
  groups: () => import('@console/contract/resources/device-groups').then((m) => m.deviceGroupDefinition),
  deviceModules: () =>
    import('@console/contract/resources/device-modules').then((m) => m.deviceModuleDefinition),
  deviceModuleAliases: () =>
    import('@console/contract/resources/device-modules').then((m) => m.deviceModuleAliasDefinition),
  deviceUiUrls: () =>
    import('@console/contract/resources/device-ui-urls').then((m) => m.deviceUiUrlDefinition),
  fuseMeetings: () =>
    import('@console/contract/resources/fuse-meetings').then((m) => m.fuseMeetingDefinition),
  layoutTemplates: () =>
    import('@console/contract/resources/layout-templates').then((m) => m.layoutTemplateDefinition),
  members: () => import('@console/contract/resources/members').then((m) => m.memberDefinition),
  networkCameras: () =>
    import('@console/contract/resources/network-cameras').then((m) => m.networkCameraDefinition),
  roles: () => import('@console/contract/resources/roles').then((m) => m.roleDefinition),
  terminalStreamGroups: () =>
    import('@console/contract/resources/terminal-streams').then((m) => m.terminalStreamGroupDefinition),
  videoGroups: () => import('@console/contract/resources/video-groups').then((m) => m.videoGroupDefinition),
  videoSources: () =>
    import('@console/contract/resources/video-sources').then((m) => m.videoSourceDefinition),
  visitSettings: () =>
    import('@console/contract/resources/visit-settings').then((m) => m.visitSettingDefinition),
};

/** The resource keys a definition loads for (a test compares them with the contract). */
export const LOADABLE_RESOURCES = Object.keys(LOADERS);

const loaded = new Map<string, Promise<AnyDefinition>>();

export function hasSchemas(resource: AnyResource): resource is AnyDefinition {
  return 'schemas' in resource;
}

/**
 * The definition of a resource: itself when it already carries its schemas, otherwise its
 * definition module, loaded once (a failed load is tried again on the next call).
 */
export function loadDefinition(resource: AnyResource): Promise<AnyDefinition> {
  if (hasSchemas(resource)) return Promise.resolve(resource);
  const cached = loaded.get(resource.key);
  if (cached) return cached;
  const loader = LOADERS[resource.key];
  if (!loader) return Promise.reject(new Error(`No definition loader for resource "${resource.key}"`));
  const promise = loader().catch((error: unknown) => {
    loaded.delete(resource.key);
    throw error;
  });
  loaded.set(resource.key, promise);
  return promise;
}
