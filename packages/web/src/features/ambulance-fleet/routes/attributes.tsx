import {
  ambulanceAttributeDescription,
  type AttributeTarget,
} from '@console/contract/resources/descriptions/ambulance-fleet';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ResourceList } from '@/engine/resource-list';

const FORM_FIELDS = ['name', 'type', 'options', 'required', 'sort'] as const;

/** Which attributes a page defines: hospitalAttributes, deviceAttributes or netWorkCameraAttributes. */
export function attributeTargetOf(pathname: string): AttributeTarget {
  if (pathname.includes('netWorkCameraAttributes')) return 'camera';
  if (pathname.includes('/ambulance/device/')) return 'vehicle';
  return 'hospital';
}

/**
 * The custom attributes of hospitals, vehicles or cameras (one mechanism, ADR 0040): the page's
 * target is fixed, so its list and new rows are that target's.
 */
export default function AttributesPage() {
  const { t } = useTranslation();
  const target = attributeTargetOf(useLocation().pathname);
  return (
    <ResourceList
      key={target}
      definition={ambulanceAttributeDescription}
      title={t(`ambulanceFleet.attributesTitle.${target}`)}
      fixedFilters={{ target }}
      createDefaults={{ target, type: 'text', options: [], required: false, sort: 0 }}
      formFields={FORM_FIELDS}
      formContainer="modal"
    />
  );
}
