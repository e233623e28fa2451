import { deviceModuleAliasDescription } from '@console/contract/resources/descriptions/device-modules';
import { Drawer, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow } from '@/engine/types';

/** The aliases of one module (SPEC §5: alias and English alias required, product id unique). */
export default function ModuleAliases({
  module,
  onClose,
}: {
  module: ResourceRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const name = typeof module?.name === 'string' ? module.name : '';
  return (
    <Drawer
      open={module !== null}
      onClose={onClose}
      title={t('deviceCatalogue.modules.aliasesOf', { name })}
      size={screens.md ? 860 : '100%'}
      mask={{ closable: false }}
    >
      {module ? (
        <ResourceList
          key={module.id}
          definition={deviceModuleAliasDescription}
          title={t('deviceCatalogue.modules.aliases')}
          fixedFilters={{ moduleId: module.id }}
          createDefaults={{ moduleId: module.id }}
          formContainer="modal"
          urlState={false}
        />
      ) : null}
    </Drawer>
  );
}
