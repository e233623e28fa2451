import { wechatMiniProgramDescription } from '@console/contract/resources/descriptions/wechat';
import { ResourceList } from '@/engine/resource-list';
import { useSwitchActions } from '../hooks/use-switch-actions';

/** SPEC /wechat/miniProgram: the company's mini programs, the AppSecret shown masked. */
export default function MiniProgramsPage() {
  return (
    <ResourceList
      definition={wechatMiniProgramDescription}
      rowActions={useSwitchActions(wechatMiniProgramDescription)}
    />
  );
}
