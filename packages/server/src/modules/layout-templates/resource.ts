import { layoutTemplateDefinition } from '@console/contract/resources/layout-templates';
import { engineResource, type Values } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import type { FileStore } from '../uploads/storage';
import { layoutTemplates } from './tables';

/**
 * A background must be a layout background uploaded for the template's own tenant, and still
 * be a 1920×1080 PNG on disk (SPEC §5): a URL from elsewhere, another tenant's file or an
 * upload made for another purpose is refused.
 */
async function assertBackground(files: FileStore, background: unknown, customerId: number) {
  if (typeof background !== 'string' || background === '') return;
  if (!(await files.holds(background, customerId, 'layoutBackground')))
    throw BadRequest('error.layoutBackground', 'background');
}

export function layoutTemplateResource(options: { files: FileStore }) {
  return engineResource(layoutTemplateDefinition, layoutTemplates, {
    async beforeCreate(_tx, _caller, values: Values) {
      await assertBackground(options.files, values.background, values.customerId as number);
      return values;
    },
    async beforeUpdate(_tx, _caller, values, before) {
      await assertBackground(options.files, values.background, before.customerId as number);
      return values;
    },
  });
}
