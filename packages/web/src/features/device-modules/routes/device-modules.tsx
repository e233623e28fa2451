import { deviceModuleDescription } from '@console/contract/resources/descriptions/device-modules';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow, RowAction } from '@/engine/types';

// The aliases drawer (a list of its own) loads when first opened.
const ModuleAliases = lazy(() => import('../components/module-aliases'));

/**
 * SPEC /device/deviceModule: the platform's module catalogue. Every administrator reads it; the
 * platform edits modules and, per module, its aliases.
 */
export default function DeviceModulesPage() {
  const { t } = useTranslation();
  const [module, setModule] = useState<ResourceRow | null>(null);
  const [used, setUsed] = useState(false);
  const actions = useMemo<RowAction[]>(
    () => [
      {
        key: 'aliases',
        label: t('deviceCatalogue.modules.aliases'),
        run: (row) => {
          setUsed(true);
          setModule(row);
        },
      },
    ],
    [t],
  );
  return (
    <>
      <ResourceList
        definition={deviceModuleDescription}
        title={t('deviceCatalogue.modules.title')}
        formContainer="modal"
        rowActions={actions}
      />
      {used ? (
        <Suspense fallback={null}>
          <ModuleAliases module={module} onClose={() => setModule(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
