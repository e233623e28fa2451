import { schoolQuestionDescription } from '@console/contract/resources/descriptions/school-questions';
import { useParams } from 'react-router-dom';
import { ResourceDetail } from '@/engine/resource-detail';
import { isOpenQuestion, useQuestionActions } from '../hooks/use-question-actions';

/**
 * SPEC /schoolQA/QADetail/{id}: one question as asked, its answer (Edit shows the question beside
 * the answer box) and who answered when; Close puts it away.
 */
export default function QuestionDetailPage() {
  const { id } = useParams();
  return (
    <ResourceDetail
      definition={schoolQuestionDescription}
      id={Number(id)}
      actions={useQuestionActions()}
      editable={isOpenQuestion}
    />
  );
}
