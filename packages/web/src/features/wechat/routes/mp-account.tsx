import {
  wechatAccountDescription,
  wechatTemplateDescription,
} from '@console/contract/resources/descriptions/wechat';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import type { ResourceRow } from '@/engine/types';
import { useDetailTab } from '@/engine/use-detail-tab';
import { TemplateList } from '../components/template-list';
import { useAccountActions } from './mp-accounts';

/**
 * One official account: SPEC /wechat/mpAccount/info/{mpAccountId} opens on its settings,
 * /wechat/mpAccount/msgTemp/{mpAccountId} on its message templates (the same page, two tabs).
 */
export function MpAccountPage({ templatesFirst }: { templatesFirst: boolean }) {
  const { t } = useTranslation();
  const { mpAccountId } = useParams();
  const accountId = Number(mpAccountId);
  const { active, onTabChange } = useDetailTab(
    templatesFirst ? (['templates', 'info'] as const) : (['info', 'templates'] as const),
  );
  const actions = useAccountActions().filter((action) => action.key !== 'templates');
  const tabs = useMemo<DetailTab[]>(
    () => [
      { key: 'info', label: t('wechat.info'), fields: wechatAccountDescription.fieldNames, stamps: true },
      {
        key: 'templates',
        label: t('wechat.templates'),
        content: (row: ResourceRow) => (
          <TemplateList
            definition={wechatTemplateDescription}
            accountId={accountId}
            customerId={typeof row.customerId === 'number' ? row.customerId : undefined}
          />
        ),
      },
    ],
    [t, accountId],
  );
  return (
    <ResourceDetail
      definition={wechatAccountDescription}
      id={mpAccountId}
      tabs={tabs}
      activeTab={active}
      onTabChange={onTabChange}
      actions={actions}
    />
  );
}

export default function MpAccountInfoPage() {
  return <MpAccountPage templatesFirst={false} />;
}
