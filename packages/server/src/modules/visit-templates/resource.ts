import { visitTemplateDefinition } from '@console/contract/resources/visit-templates';
import { engineResource } from '../../engine/resource';
import { visitTemplates } from './tables';

/** Notice templates: a plain engine entity (the definition checks the placeholders). */
export const visitTemplateResource = engineResource(visitTemplateDefinition, visitTemplates);
