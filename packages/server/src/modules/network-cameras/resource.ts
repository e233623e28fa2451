import { networkCameraDefinition } from '@console/contract/resources/network-cameras';
import { engineResource } from '../../engine/resource';
import { deleteVisitSettings } from '../visit-settings/resource';
import { networkCameras } from './tables';

/** Its terminal is a `sameTenant` reference: the engine checks it and shows a deleted one as none. */
export const networkCameraResource = engineResource(networkCameraDefinition, networkCameras, {
  beforeDelete: (tx, _caller, row) => deleteVisitSettings(tx, 'camera', row.customerId as number, row.id),
});
