import { meetPaths } from '@console/contract/api/paths';
import { PRODUCT } from '@/lib/config';

/** The meet-service paths of this console's product (`/{product}Meet/V4.2/member/...`). */
export const MEET = meetPaths(PRODUCT);
