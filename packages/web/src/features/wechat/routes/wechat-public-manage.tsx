import {
  platformWechatAccountDescription,
  platformWechatTemplateDescription,
} from '@console/contract/resources/descriptions/wechat';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { useSwitchActions } from '../hooks/use-switch-actions';

/**
 * /setting/wechatPublicManage (cloudAdmin, SPEC §6; ADR 0034): the platform's own official
 * accounts, their secrets shown masked, and the message templates of each.
 */
export default function WechatPublicManagePage() {
  const { t } = useTranslation();
  const actions = useSwitchActions(platformWechatAccountDescription);
  return (
    <Tabs
      items={[
        {
          key: 'accounts',
          label: t('wechat.accounts'),
          children: (
            <ResourceList
              definition={platformWechatAccountDescription}
              title={t('wechat.accounts')}
              rowActions={actions}
            />
          ),
        },
        {
          key: 'templates',
          label: t('wechat.templates'),
          children: (
            <ResourceList
              definition={platformWechatTemplateDescription}
              title={t('wechat.templates')}
              urlState={false}
            />
          ),
        },
      ]}
    />
  );
}
