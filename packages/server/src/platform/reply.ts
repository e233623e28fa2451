import { RET_OK } from '@console/contract';

/** The success envelope (SPEC §8, account-server style). */
export function ok<T>(retData: T): { retCode: typeof RET_OK; retData: T } {
  return { retCode: RET_OK, retData };
}
