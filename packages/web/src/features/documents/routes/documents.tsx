import {
  documentCategoryDescription,
  documentDescription,
} from '@console/contract/resources/descriptions/documents';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ResourceList } from '@/engine/resource-list';
import { DOCUMENT_INPUTS } from '../components/rich-text-input';
import { DOCUMENT_FORM_FIELDS, DocumentStateTag } from '../components/document-state';
import { useDocumentActions } from '../hooks/use-document-actions';

const CATEGORY_FIELDS = ['name', 'key', 'sort'] as const;
const TABS = ['documents', 'categories'] as const;
const TAB_BAR = {
  background: 'var(--ant-color-bg-container)',
  paddingInline: 16,
  borderRadius: 'var(--ant-border-radius-lg)',
};

function DocumentList() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={documentDescription}
      title={t('documents.title')}
      formFields={DOCUMENT_FORM_FIELDS}
      formInputs={DOCUMENT_INPUTS}
      rowActions={useDocumentActions()}
      cellRender={{ state: (value) => <DocumentStateTag value={value} /> }}
    />
  );
}

/**
 * SPEC /document/list: the administrators' documents — search by category, state and full text,
 * write them with the rich-text editor, publish and recover (confirmed), delete (confirmed) — and,
 * on a tab of their own, the categories (an English identifier each).
 */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((key) => key === params.get('tab')) ?? 'documents';
  return (
    <Tabs
      activeKey={tab}
      // on the page's grey the primary colour of the active tab falls short of 4.5:1: a white bar
      tabBarStyle={TAB_BAR}
      onChange={(key) => setParams(key === 'documents' ? {} : { tab: key })}
      items={[
        {
          key: 'documents',
          label: t('documents.title'),
          children: tab === 'documents' ? <DocumentList /> : null,
        },
        {
          key: 'categories',
          label: t('documents.categories'),
          children:
            tab === 'categories' ? (
              <ResourceList
                definition={documentCategoryDescription}
                title={t('documents.categories')}
                formContainer="modal"
                formFields={CATEGORY_FIELDS}
              />
            ) : null,
        },
      ]}
    />
  );
}
