import type { CompanyAppMenus } from '@console/contract/resources/company-menus';
import type { MenuTreeRecord } from '@console/contract/resources/menus';
import { translate } from '@/lib/messages';
import {
  App,
  Button,
  Card,
  Collapse,
  Empty,
  Flex,
  Radio,
  Skeleton,
  Tree,
  Typography,
  type TreeDataNode,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { useLang } from '@/engine/use-lang';
import { useCompanyMenus, useSetCompanyMenus } from '../api/company-menus';

type Lang = 'zh' | 'en';

function toTreeData(records: readonly MenuTreeRecord[], lang: Lang): TreeDataNode[] {
  return records.map((record) => ({
    key: record.id,
    title: lang === 'en' ? record.english || record.name : record.name,
    children: toTreeData(record.children, lang),
  }));
}

function collect(records: readonly MenuTreeRecord[], keep: (record: MenuTreeRecord) => boolean): number[] {
  return records.flatMap((record) => [
    ...(keep(record) ? [record.id] : []),
    ...collect(record.children, keep),
  ]);
}

/**
 * One application's menus for the company: every menu, or only the chosen ones (a checkable
 * tree; a chosen menu brings its parents). Saved on its own, so one application at a time.
 */
function AppMenus({ customerId, app }: { customerId: number; app: CompanyAppMenus }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const save = useSetCompanyMenus(customerId);
  const [restricted, setRestricted] = useState(app.menuIds !== null);
  // The tree is given leaves only: it works out which parents are (half) checked.
  const leaves = useMemo(() => new Set(collect(app.tree, (r) => r.children.length === 0)), [app.tree]);
  const allIds = useMemo(() => collect(app.tree, () => true), [app.tree]);
  // Choosing starts from what the company sees now: everything, until something is unchecked.
  const [sent, setSent] = useState<number[]>(() => app.menuIds ?? allIds);
  const [checked, setChecked] = useState<number[]>(() => sent.filter((id) => leaves.has(id)));
  const [tried, setTried] = useState(false);
  const treeData = useMemo(() => toTreeData(app.tree, lang), [app.tree, lang]);
  const topKeys = useMemo(() => app.tree.map((record) => record.id), [app.tree]);
  const none = restricted && checked.length === 0;
  const appName = lang === 'en' ? app.english || app.name : app.name;

  const onSave = () => {
    setTried(true);
    if (none) return;
    save.mutate(
      { appId: app.appId, menuIds: restricted ? sent : null },
      { onSuccess: () => void message.success(t('engine.saved')) },
    );
  };

  return (
    <Flex vertical gap={12}>
      <Radio.Group
        value={restricted ? 'chosen' : 'all'}
        onChange={(event) => setRestricted(event.target.value === 'chosen')}
        aria-label={t('companies.menus.scope', { name: appName })}
        options={[
          { value: 'all', label: t('companies.menus.all') },
          { value: 'chosen', label: t('companies.menus.chosen') },
        ]}
      />
      {restricted ? (
        <>
          <Flex gap={8} wrap>
            <Button
              onClick={() => {
                setChecked([...leaves]);
                setSent(allIds);
              }}
            >
              {t('engine.checkAll')}
            </Button>
            <Button
              onClick={() => {
                setChecked([]);
                setSent([]);
              }}
            >
              {t('engine.uncheckAll')}
            </Button>
          </Flex>
          <Tree
            checkable
            selectable={false}
            treeData={treeData}
            height={320}
            defaultExpandedKeys={topKeys}
            checkedKeys={checked}
            onCheck={(keys, info) => {
              const full = (Array.isArray(keys) ? keys : keys.checked).filter(
                (key): key is number => typeof key === 'number',
              );
              setChecked(full.filter((id) => leaves.has(id)));
              const half = (info.halfCheckedKeys ?? []).filter(
                (key): key is number => typeof key === 'number',
              );
              setSent([...new Set([...full, ...half])].sort((a, b) => a - b));
            }}
          />
          {tried && none ? (
            <Typography.Text type="danger" role="alert">
              {translate('validation.permissionRequired')}
            </Typography.Text>
          ) : null}
        </>
      ) : null}
      <Flex justify="flex-end">
        <Button type="primary" loading={save.isPending} onClick={onSave}>
          {t('engine.save')}
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * The company's menu permissions (SPEC §6): per enabled application, which of its menus the
 * company's users may see at all. Their roles then grant among these.
 */
export function CompanyMenus({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const menus = useCompanyMenus(customerId);

  let body;
  if (menus.isPending) body = <Skeleton active />;
  else if (menus.isError) body = <LoadFailedAlert onRetry={() => void menus.refetch()} />;
  else if (menus.data.length === 0) body = <Empty description={t('companies.menus.noApps')} />;
  else
    body = (
      <Collapse
        items={menus.data.map((app) => ({
          key: app.appId,
          label: (
            <Flex gap={8} wrap align="baseline">
              <span>{lang === 'en' ? app.english || app.name : app.name}</span>
              <Typography.Text type="secondary">
                {app.menuIds === null
                  ? t('companies.menus.allSummary')
                  : t('companies.menus.chosenSummary', { count: app.menuIds.length })}
              </Typography.Text>
            </Flex>
          ),
          // Remount on a new answer from the server, so the draft starts from what is stored.
          children: <AppMenus key={JSON.stringify(app.menuIds)} customerId={customerId} app={app} />,
        }))}
      />
    );

  return (
    <Card
      size="small"
      title={t('companies.menus.title')}
      extra={<Typography.Text type="secondary">{t('companies.menus.hint')}</Typography.Text>}
    >
      {body}
    </Card>
  );
}
