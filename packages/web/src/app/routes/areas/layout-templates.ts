import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

const LayoutTemplateEditor = lazyPage(
  () => import('@/features/layout-templates/routes/layout-template-editor'),
);

/** Terminal layout templates and their editor. */
export const PAGES: AreaPages = {
  deviceTemplateManage: lazyPage(() => import('@/features/layout-templates/routes/layout-templates')),
  deviceTemplateAdd: LayoutTemplateEditor,
  deviceTemplateEdit: LayoutTemplateEditor,
};
