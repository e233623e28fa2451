import type { TFunction } from 'i18next';
import type { FormSection } from '@/engine/resource-form';

/** Camera form sections: the device, then its two streams. */
export function cameraSections(t: TFunction): FormSection[] {
  return [
    {
      key: 'device',
      title: t('deviceCatalogue.cameras.sections.device'),
      fields: ['name', 'brand', 'address', 'port', 'username', 'password', 'deviceAccountId', 'description'],
    },
    {
      key: 'main',
      title: t('deviceCatalogue.cameras.sections.mainStream'),
      fields: ['mainStreamPath', 'mainStreamResolution', 'mainStreamFrameRate', 'mainStreamBitrate'],
    },
    {
      key: 'sub',
      title: t('deviceCatalogue.cameras.sections.subStream'),
      fields: ['subStreamPath', 'subStreamResolution', 'subStreamFrameRate', 'subStreamBitrate'],
    },
  ];
}
