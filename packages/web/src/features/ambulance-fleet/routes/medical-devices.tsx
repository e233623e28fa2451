import { ambulanceMedicalDeviceDescription } from '@console/contract/resources/descriptions/ambulance-fleet';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useResourceAction } from '@/engine/use-resource-mutations';

/** The page's view: every device, the patient monitors, or the devices waiting for onboarding. */
export function medicalDeviceViewOf(pathname: string): 'all' | 'monitors' | 'onboarding' {
  if (pathname.endsWith('/monitorManage')) return 'monitors';
  if (pathname.endsWith('/medicalDeviceInsert')) return 'onboarding';
  return 'all';
}

function useOnboardingActions(): RowAction[] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { mutateAsync } = useResourceAction(ambulanceMedicalDeviceDescription);
  const is =
    (...states: string[]) =>
    (row: ResourceRow) =>
      states.includes(String(row.state));
  return [
    {
      key: 'onboard',
      label: t('ambulanceFleet.onboard'),
      confirm: t('ambulanceFleet.onboardConfirm'),
      visible: is('pending', 'removed'),
      run: async (row) => {
        await mutateAsync({ id: row.id, action: 'onboard' });
        void message.success(t('ambulanceFleet.onboarded'));
      },
    },
    {
      key: 'remove',
      label: t('ambulanceFleet.removeDevice'),
      danger: true,
      confirm: t('ambulanceFleet.removeConfirm'),
      visible: is('pending', 'onboarded'),
      run: async (row) => {
        await mutateAsync({ id: row.id, action: 'remove' });
        void message.success(t('ambulanceFleet.removed'));
      },
    },
  ];
}

/**
 * SPEC medicalDeviceManage, monitorManage and medicalDeviceInsert: the medical devices on board
 * (monitor, ventilator, ECG, defibrillator…); the monitors' page shows only monitors, the
 * onboarding page the devices registered but not yet onboarded onto their vehicle.
 */
export default function MedicalDevicesPage() {
  const { t } = useTranslation();
  const view = medicalDeviceViewOf(useLocation().pathname);
  const actions = useOnboardingActions();
  const fixed: Record<string, string> | undefined =
    view === 'monitors' ? { kind: 'monitor' } : view === 'onboarding' ? { state: 'pending' } : undefined;
  return (
    <ResourceList
      key={view}
      definition={ambulanceMedicalDeviceDescription}
      title={t(`ambulanceFleet.medicalDevicesTitle.${view}`)}
      {...(fixed ? { fixedFilters: fixed } : {})}
      createDefaults={{ kind: 'monitor' }}
      rowActions={actions}
    />
  );
}
