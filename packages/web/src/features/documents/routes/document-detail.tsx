import { documentDescription } from '@console/contract/resources/descriptions/documents';
import { useParams } from 'react-router-dom';
import { ResourceDetail } from '@/engine/resource-detail';
import { DocumentHtml } from '../components/document-html';
import { DOCUMENT_INPUTS } from '../components/rich-text-input';
import { DOCUMENT_FORM_FIELDS, DocumentStateTag } from '../components/document-state';
import { useDocumentActions } from '../hooks/use-document-actions';

const SHOWN = [...DOCUMENT_FORM_FIELDS, 'state', 'publishedAt'] as const;

/**
 * SPEC /document/list/detail/{id}: one document as it reads (its sanitised HTML), its settings
 * and state; Edit opens the rich-text form, Publish and Recover are confirmed.
 */
export default function DocumentDetailPage() {
  const { id } = useParams();
  return (
    <ResourceDetail
      definition={documentDescription}
      id={id}
      fields={SHOWN}
      listPath="/document/list"
      actions={useDocumentActions()}
      formInputs={DOCUMENT_INPUTS}
      valueRender={{
        content: (value) => <DocumentHtml html={typeof value === 'string' ? value : ''} />,
        state: (value) => <DocumentStateTag value={value} />,
      }}
    />
  );
}
