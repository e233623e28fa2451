import { documentDescription, type DocumentState } from '@console/contract/resources/descriptions/documents';
import { StatusTag } from '@/engine/status-tag';

/** A draft is being written; published is in the centre; recovered is withdrawn. */
const DOCUMENT_COLOURS: Record<DocumentState, string> = {
  draft: 'default',
  published: 'success',
  recovered: 'warning',
};

export function DocumentStateTag({ value }: { value: unknown }) {
  return (
    <StatusTag field={documentDescription.fields.state} value={String(value)} colours={DOCUMENT_COLOURS} />
  );
}

/** The fields of the document form, in order (the state and times are the server's). */
export const DOCUMENT_FORM_FIELDS = [
  'title',
  'categoryId',
  'keywords',
  'description',
  'content',
  'sort',
  'isDefault',
] as const;
