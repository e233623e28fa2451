import {
  CAMERA_INFO_FIELDS,
  CAMERA_VISIT_FIELDS,
  networkCameraDefinition,
} from '@console/contract/resources/network-cameras';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { useApplications } from '@/lib/session/api/get-applications';

/** Tab keys are the catalogue's tab paths (`cameraInfo`, `visitSetting`). */
const TABS = ['cameraInfo', 'visitSetting'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null | undefined): value is Tab {
  return (TABS as readonly string[]).includes(value ?? '');
}

/**
 * SPEC /device/networkCameraManage/cameraDetail/{id} with the camera tabs: cameraInfo, and
 * visitSetting only when ICU family visitation is enabled (catalogue `requiresApp: 'icu'`).
 */
export default function CameraDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const apps = useApplications();
  const visits = apps.data?.some((app) => app.key === 'icu') ?? false;

  const fromPath = pathname.split('/').filter(Boolean).at(-1);
  const fromQuery = search.get('tab');
  const wanted: Tab = isTab(fromQuery) ? fromQuery : isTab(fromPath) ? fromPath : 'cameraInfo';
  const active = wanted === 'visitSetting' && !visits ? 'cameraInfo' : wanted;

  const tabs = useMemo<DetailTab[]>(
    () => [
      {
        key: 'cameraInfo',
        label: t('deviceCatalogue.cameras.tabs.cameraInfo'),
        fields: CAMERA_INFO_FIELDS,
        stamps: true,
      },
      ...(visits
        ? [
            {
              key: 'visitSetting',
              label: t('deviceCatalogue.cameras.tabs.visitSetting'),
              fields: CAMERA_VISIT_FIELDS,
            },
          ]
        : []),
    ],
    [t, visits],
  );

  return (
    <ResourceDetail
      definition={networkCameraDefinition}
      id={id}
      tabs={tabs}
      activeTab={active}
      onTabChange={(key) =>
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('tab', key);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
