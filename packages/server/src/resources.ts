import type { EngineResource } from './engine/resource';
import { adminResource } from './modules/admins/resource';
import { companyResource } from './modules/companies/resource';
import { deviceAccountResource } from './modules/device-accounts/resource';
import { memberResource } from './modules/members/resource';
import { roleResource } from './modules/roles/resource';
import { videoSourceResource } from './modules/video-sources/resource';

export interface ResourceOptions {
  /** Where recordings and uploads live; company storage quotas are checked against its disk. */
  dataDir: string;
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
    deviceAccountResource,
    videoSourceResource,
    memberResource,
  ];
}
