import { adminDescription } from '@console/contract/resources/descriptions/admins';
import { companyDescription } from '@console/contract/resources/descriptions/companies';
import { deviceAccountDescription } from '@console/contract/resources/descriptions/device-accounts';
import type { UserInfo } from '@console/contract/resources/identity';
import { layoutTemplateDescription } from '@console/contract/resources/descriptions/layout-templates';
import { networkCameraDescription } from '@console/contract/resources/descriptions/network-cameras';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchResourceList, resourceListQueryOptions } from '@/engine/resource-api';
import type { ListParams } from '@/engine/resource-keys';
import { permissionsFor } from '@/engine/use-resource-access';
import type { AnyResource } from '@/engine/types';
import { queryClient } from '@/lib/react-query';
import styles from './figures.module.css';

interface Figure {
  key: string;
  definition: AnyResource;
  /** Filters of the count (none: all rows the user may see). */
  params?: ListParams;
}

/**
 * One count per area that exists, read from that area's own list (its `total`), so a figure is
 * exactly what the list shows — including the tenant scope and, for terminals online, the live
 * presence patched into cached terminal lists.
 */
const FIGURES: readonly Figure[] = [
  { key: 'companies', definition: companyDescription },
  { key: 'admins', definition: adminDescription },
  { key: 'terminals', definition: deviceAccountDescription },
  { key: 'terminalsOnline', definition: deviceAccountDescription, params: { online: true } },
  { key: 'cameras', definition: networkCameraDescription },
  { key: 'layouts', definition: layoutTemplateDescription },
];

/** The figures of the areas this user may open. */
function visibleFigures(user: UserInfo): readonly Figure[] {
  return FIGURES.filter((figure) => permissionsFor(figure.definition, user).view);
}

/** One row is enough: the figure is the list's total. */
function countParams({ params }: Figure): ListParams {
  return { page: 1, size: 1, ...params };
}

function countQuery(figure: Figure) {
  return resourceListQueryOptions(figure.definition.key, countParams(figure));
}

/**
 * Asks for this user's figures ahead of the dashboard's render (its `prefetchData`). Quietly: a
 * count that fails is asked for again by its card when it mounts, which tells the failure once.
 */
export function prefetchFigures(user: UserInfo): Promise<unknown> {
  return Promise.all(
    visibleFigures(user).map((figure) => {
      const query = countQuery(figure);
      return queryClient.prefetchQuery({
        ...query,
        queryFn: ({ signal }) => fetchResourceList(figure.definition.key, countParams(figure), signal, true),
      });
    }),
  );
}

function FigureCard({ figure }: { figure: Figure }) {
  const { t } = useTranslation();
  const { definition } = figure;
  const count = useQuery(countQuery(figure));
  const title = t(`dashboard.figures.${figure.key}`);
  const path = definition.routes?.list;
  return (
    <Card size="small" className={styles.figure}>
      <Statistic
        title={path ? <Link to={path}>{title}</Link> : title}
        loading={count.isPending}
        value={count.isError ? '—' : (count.data?.total ?? 0)}
      />
      {count.isError ? <div className={styles.failed}>{t('dashboard.figureFailed')}</div> : null}
    </Card>
  );
}

/** The figures of the areas this user may open; none at all: nothing is shown. */
export function Figures({ user }: { user: UserInfo }) {
  const visible = visibleFigures(user);
  if (visible.length === 0) return null;
  return (
    <Row gutter={[16, 16]}>
      {visible.map((figure) => (
        <Col key={figure.key} xs={12} md={8} xl={4}>
          <FigureCard figure={figure} />
        </Col>
      ))}
    </Row>
  );
}
