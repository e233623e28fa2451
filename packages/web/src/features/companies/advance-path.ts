import { routePath } from '@/engine/route-paths';

/** The advanced settings of one company: the hidden `/baseinfo/companyAdvance`, the company in `?id=`. */
export function advancePath(id: number): string {
  return `${routePath('companyAdvance') ?? '/baseinfo/companyAdvance'}?id=${id}`;
}
