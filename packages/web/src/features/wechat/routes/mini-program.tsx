import { wechatMiniProgramDescription } from '@console/contract/resources/descriptions/wechat';
import { useParams } from 'react-router-dom';
import { ResourceDetail } from '@/engine/resource-detail';
import { useSwitchActions } from '../hooks/use-switch-actions';

/** SPEC /wechat/miniProgram/info/{mpAccountId}: one mini program's settings. */
export default function MiniProgramInfoPage() {
  const { mpAccountId } = useParams();
  return (
    <ResourceDetail
      definition={wechatMiniProgramDescription}
      id={mpAccountId}
      actions={useSwitchActions(wechatMiniProgramDescription)}
    />
  );
}
