import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormInput } from '@/engine/types';

/** TipTap and ProseMirror load with the first form that shows the editor, not with the list. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The document form's content field: the rich-text editor, its HTML the field's value. */
export const RichTextInput: FormInput = ({ id, value, onChange }) => {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor
        id={id}
        value={typeof value === 'string' ? value : ''}
        onChange={(html) => onChange?.(html)}
        label={t('documents.editor.area')}
      />
    </Suspense>
  );
};

/** The document form's own inputs (the list's and the detail's forms). */
export const DOCUMENT_INPUTS = { content: RichTextInput };
