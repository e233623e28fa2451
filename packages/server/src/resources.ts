import type { EngineResource } from './engine/resource';
import { adminResource } from './modules/admins/resource';
import { companyResource } from './modules/companies/resource';
import { deviceAccountResource } from './modules/device-accounts/resource';
import { memberResource } from './modules/members/resource';
import { layoutTemplateResource } from './modules/layout-templates/resource';
import { roleResource } from './modules/roles/resource';
import { videoSourceResource } from './modules/video-sources/resource';
import type { FileStore } from './modules/uploads/storage';
import { networkCameraResource } from './modules/network-cameras/resource';
import { deviceGroupResource } from './modules/device-groups/resource';
import { videoGroupResource } from './modules/video-groups/resource';
import { deviceModuleAliasResource, deviceModuleResource } from './modules/device-modules/resource';
import { deviceUiUrlResource } from './modules/device-ui-urls/resource';
import { fuseMeetingResource } from './modules/fuse-meetings/resource';
import { terminalStreamGroupResource } from './modules/terminal-streams/resource';
import { visitSettingResource } from './modules/visit-settings/resource';

export interface ResourceOptions {
  /** Where recordings and uploads live; company storage quotas are checked against its disk. */
  dataDir: string;
  /** Uploaded files: rows that hold an upload's URL check it against the store. */
  files: FileStore;
}

/**
 * Every entity the generic engine serves: its definition (contract) paired with its table.
 * Adding a plain entity is one line here, after its definition and table.
 */
export function appResources(options: ResourceOptions): EngineResource[] {
  return [
    companyResource(options),
    adminResource,
    roleResource,
    deviceAccountResource(options),
    videoSourceResource,
    memberResource,
    layoutTemplateResource(options),
    // device catalogue
    networkCameraResource,
    deviceGroupResource,
    videoGroupResource,
    deviceModuleResource,
    deviceModuleAliasResource,
    deviceUiUrlResource,
    fuseMeetingResource,
    visitSettingResource,
    // terminal monitor
    terminalStreamGroupResource,
  ];
}
