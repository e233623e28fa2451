import { schoolQuestionDescription } from '@console/contract/resources/descriptions/school-questions';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { StatusTag } from '@/engine/status-tag';
import { isOpenQuestion, useQuestionActions } from '../hooks/use-question-actions';
import { QUESTION_COLOURS } from './question-colours';

/** SPEC §3 Q&A shows when a question was asked: its record's creation. */
const ASKED_AT = ['createdAt'] as const;

/**
 * SPEC /schoolQA/QA: the questions asked in the school's app, newest first, by state. A question
 * is recorded as asked; the staff answer it (Edit, beside the question) and close it.
 */
export default function QuestionsPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={schoolQuestionDescription}
      title={t('schoolQa.title')}
      formFields={['question', 'questioner', 'answer']}
      editFields={['question', 'questioner', 'answer']}
      editable={isOpenQuestion}
      stampColumns={ASKED_AT}
      rowActions={useQuestionActions()}
      cellRender={{
        state: (value) => (
          <StatusTag
            field={schoolQuestionDescription.fields.state}
            value={String(value)}
            colours={QUESTION_COLOURS}
          />
        ),
      }}
    />
  );
}
