import type { Language } from '@console/contract/constants';
import {
  DEVICE_TYPES,
  deviceAccountDescription,
} from '@console/contract/resources/descriptions/device-accounts';

export { DEVICE_TYPES };

/** The device type's name from the device-account definition (one source for both pages). */
export function deviceTypeLabel(type: string, lang: Language): string {
  const labels = deviceAccountDescription.fields.deviceType.optionLabels as
    Record<string, { zh: string; en: string }> | undefined;
  return labels?.[type]?.[lang] ?? type;
}
