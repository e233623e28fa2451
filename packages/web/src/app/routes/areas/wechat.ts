import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

/** WeChat official accounts, their templates and mini programs (issue 20, ADR 0034). */
export const PAGES: AreaPages = {
  mpAccount: lazyPage(() => import('@/features/wechat/routes/mp-accounts')),
  mpAccountInfo: lazyPage(() => import('@/features/wechat/routes/mp-account')),
  mpAccountMsgTemp: lazyPage(() => import('@/features/wechat/routes/mp-account-templates')),
  miniProgram: lazyPage(() => import('@/features/wechat/routes/mini-programs')),
  miniProgramInfo: lazyPage(() => import('@/features/wechat/routes/mini-program')),
  wechatPublicManage: lazyPage(() => import('@/features/wechat/routes/wechat-public-manage')),
};
