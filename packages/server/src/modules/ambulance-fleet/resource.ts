import { eq } from 'drizzle-orm';
import {
  ambulanceAttributeDefinition,
  ambulanceCameraDefinition,
  ambulanceGeofenceEventDefinition,
  ambulanceHospitalDefinition,
  ambulanceMedicalDeviceDefinition,
  ambulancePositionDefinition,
  ambulanceVehicleDefinition,
} from '@console/contract/resources/ambulance-fleet';
import type { Tx } from '../../db/client';
import { engineResource, type Row, type Values } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import type { ResourceOptions } from '../../resources';
import { deviceAccounts } from '../device-accounts/tables';
import { attributeHooks } from './attributes';
import {
  ambulanceAttributes,
  ambulanceCameras,
  ambulanceGeofenceEvents,
  ambulanceHospitals,
  ambulanceMedicalDevices,
  ambulancePositions,
  ambulanceVehicles,
} from './tables';

/** A choice needs options (also when an update changes only the type or only the options). */
function attributeOptions(values: Values, before?: Row): Values {
  const type = values.type ?? before?.type;
  const options = (values.options ?? before?.options ?? []) as string[];
  if (type === 'select' && options.length === 0) throw BadRequest('validation.attributeOptions', 'options');
  // Other types keep no options.
  return type === 'select' ? values : { ...values, options: [] };
}

/** Custom attribute definitions of hospitals, vehicles and cameras (ADR 0040). */
export const ambulanceAttributeResource = engineResource(ambulanceAttributeDefinition, ambulanceAttributes, {
  beforeCreate: (_tx, _caller, values) => attributeOptions(values),
  beforeUpdate: (_tx, _caller, values, before) => attributeOptions(values, before),
});

const hospitalAttributes = attributeHooks('hospital');
export const ambulanceHospitalResource = engineResource(ambulanceHospitalDefinition, ambulanceHospitals, {
  beforeCreate: (tx, _caller, values) => hospitalAttributes.beforeCreate(tx, values),
  beforeUpdate: (tx, _caller, values, before) => hospitalAttributes.beforeUpdate(tx, values, before),
});

/** The terminal must be an ambulance-type device account (the engine checked it is the company's). */
async function ambulanceAccount(tx: Tx, values: Values, before?: Row): Promise<Values> {
  const id = values.deviceAccountId;
  if (typeof id !== 'number' || id === before?.deviceAccountId) return values;
  const [account] = await tx
    .select({ deviceType: deviceAccounts.deviceType })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.id, id));
  if (!account) throw BadRequest('error.terminalNotFound', 'deviceAccountId');
  if (account.deviceType !== 'ambulance') throw BadRequest('error.vehicleAccountType', 'deviceAccountId');
  return values;
}

const vehicleAttributes = attributeHooks('vehicle');
/** Ambulances: device accounts of type `ambulance` with their vehicle data (ADR 0040). */
export const ambulanceVehicleResource = engineResource(ambulanceVehicleDefinition, ambulanceVehicles, {
  beforeCreate: async (tx, _caller, values) =>
    vehicleAttributes.beforeCreate(tx, await ambulanceAccount(tx, values)),
  beforeUpdate: async (tx, _caller, values, before) =>
    vehicleAttributes.beforeUpdate(tx, await ambulanceAccount(tx, values, before), before),
});

/** Medical devices on board; onboarding (`onboard`) stamps the time, `remove` takes it off. */
export function ambulanceMedicalDeviceResource(options: ResourceOptions) {
  return engineResource(ambulanceMedicalDeviceDefinition, ambulanceMedicalDevices, {
    beforeCreate: (_tx, _caller, values) => ({ ...values, state: 'pending', onboardedAt: null }),
    beforeUpdate: (_tx, _caller, values) => {
      if (values.state === 'onboarded') return { ...values, onboardedAt: options.now() };
      if (values.state === 'removed') return { ...values, onboardedAt: null };
      return values;
    },
  });
}

const cameraAttributes = attributeHooks('camera');
export const ambulanceCameraResource = engineResource(ambulanceCameraDefinition, ambulanceCameras, {
  beforeCreate: (tx, _caller, values) => cameraAttributes.beforeCreate(tx, values),
  beforeUpdate: (tx, _caller, values, before) => cameraAttributes.beforeUpdate(tx, values, before),
});

/** The GPS fixes (device records): listed, filtered and exported, written only by the server. */
export const ambulancePositionResource = engineResource(ambulancePositionDefinition, ambulancePositions);

/** Entering and leaving hospitals' geofences: listed and exported, written only by the server. */
export const ambulanceGeofenceEventResource = engineResource(
  ambulanceGeofenceEventDefinition,
  ambulanceGeofenceEvents,
);
