import { apiBase, DEFAULT_PRODUCT } from '@console/contract/api/paths';

const PRODUCT_PLACEHOLDER = '__PRODUCT__';
const PRODUCT_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

/**
 * The product key comes from `<meta name="console-product">`, which the server fills in when it
 * serves index.html. In the Vite dev server (or a malformed value) it falls back to the default.
 */
export function readProduct(doc: Document | undefined = globalThis.document): string {
  const content = doc?.querySelector('meta[name="console-product"]')?.getAttribute('content')?.trim();
  if (!content || content === PRODUCT_PLACEHOLDER || !PRODUCT_PATTERN.test(content)) return DEFAULT_PRODUCT;
  return content;
}

export const PRODUCT = readProduct();
export const API_BASE = apiBase(PRODUCT);
/**
 * Router basename; matches Vite `base` and the cookie path. The trailing slash matters: the
 * session cookies live on path `/web/` (SPEC §9), which a browser does not send to `/web`, so the
 * console's home must be `/web/` (with `/web`, navigating home would lose the token and loop
 * between the home and the login page).
 */
export const BASENAME = '/web/';
