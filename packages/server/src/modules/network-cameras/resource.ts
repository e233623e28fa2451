import { networkCameraDefinition } from '@console/contract/resources/network-cameras';
import { engineResource } from '../../engine/resource';
import { deleteMonitorScope } from '../monitor-scopes/resource';
import { deleteVisitSettings } from '../visit-settings/resource';
import { networkCameras } from './tables';

/** Its terminal is a `sameTenant` reference: the engine checks it and shows a deleted one as none. */
export const networkCameraResource = engineResource(networkCameraDefinition, networkCameras, {
  beforeDelete: async (tx, _caller, row) => {
    await deleteVisitSettings(tx, 'camera', row.customerId as number, row.id);
    await deleteMonitorScope(tx, 'camera', row.customerId as number, row.id);
  },
});
