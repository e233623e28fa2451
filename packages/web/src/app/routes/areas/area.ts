import type { PreloadableComponent } from '@/lib/lazy-page';

/** An area's pages by catalogue route name (`app/routes/pages.ts` names each area's routes). */
export type AreaPages = Readonly<Record<string, PreloadableComponent<object>>>;
