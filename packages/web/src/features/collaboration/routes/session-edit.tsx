import {
  COLLABORATION_TITLES,
  collaborationFormFields,
  collaborationSessionDescription,
} from '@console/contract/resources/descriptions/collaboration';
import { Button, Card, Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PagePlaceholder } from '@/components/page-placeholder';
import { ResourceDetail } from '@/engine/resource-detail';
import { useLang } from '@/engine/use-lang';
import { SessionPanel } from '../components/session-panel';
import { SessionStateTag } from '../components/session-state-tag';
import { useCollaborationKind } from '../hooks/use-collaboration-kind';
import { isChangeableSession, isDeletableSession, useSessionActions } from '../hooks/use-session-actions';

/** What the page shows of a session besides the form's fields: the server's. */
const SERVER_FIELDS = ['state', 'startedAt', 'endedAt'];

/**
 * `mc_*EditInfo?id=` of the six groups: one session — its fields (edited in the kind's form),
 * its moves (start, end, cancel, each confirmed), who is in it live, and its recordings.
 */
export default function CollaborationSessionPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const scope = useCollaborationKind();
  const actions = useSessionActions();
  const id = Number(params.get('id'));
  if (!scope) return <PagePlaceholder title={t('collaboration.title')} />;
  const { kind, routes } = scope;
  if (!Number.isInteger(id) || id <= 0)
    return (
      <Card title={COLLABORATION_TITLES[kind].edit[lang]}>
        <Empty description={t('collaboration.pickFromList')}>
          <Link to={routes.list}>
            <Button type="primary">{t('collaboration.backToList')}</Button>
          </Link>
        </Empty>
      </Card>
    );
  const fields = collaborationFormFields(kind);
  return (
    <Flex vertical gap={16}>
      <ResourceDetail
        definition={collaborationSessionDescription}
        id={id}
        fields={[...fields, ...SERVER_FIELDS]}
        actions={actions}
        editable={isChangeableSession}
        deletable={isDeletableSession}
        listPath={routes.list}
        onDeleted={() => void navigate(routes.list)}
        valueRender={{ state: (value) => <SessionStateTag state={String(value)} /> }}
      />
      <Card
        title={t('collaboration.now')}
        extra={<Link to={routes.record}>{t('collaboration.allRecords')}</Link>}
      >
        <SessionPanel id={id} />
      </Card>
    </Flex>
  );
}
