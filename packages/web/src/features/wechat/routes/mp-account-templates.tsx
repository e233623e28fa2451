import { MpAccountPage } from './mp-account';

/** SPEC /wechat/mpAccount/msgTemp/{mpAccountId}: the account's message templates. */
export default function MpAccountTemplatesPage() {
  return <MpAccountPage templatesFirst />;
}
