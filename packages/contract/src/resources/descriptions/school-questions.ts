import { describeResource, WARD_STAFF_ACCESS, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** A question waits for an answer, is answered, and is closed (from either) when nothing more is due. */
export const QUESTION_STATES = ['open', 'answered', 'closed'] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];

export const QUESTION_STATE_LABELS: Record<QuestionState, Label> = {
  open: l('待回答', 'Awaiting answer'),
  answered: l('已回答', 'Answered'),
  closed: l('已关闭', 'Closed'),
};

/**
 * School Q&A (SPEC /schoolQA, §3 Q&A: question, questioner, state, time). Parents and pupils ask
 * in the school's app; the staff answer (which makes the question answered) and close it. The
 * question as asked is kept: only its answer changes, and a closed question not at all.
 */
export const schoolQuestionDescription = describeResource({
  key: 'schoolQuestions',
  scope: 'tenant',
  title: l('问题', 'Question'),
  titleField: 'question',
  routes: { list: '/schoolQA/QA', detail: '/schoolQA/QADetail/:id' },
  fields: {
    question: {
      kind: 'textarea',
      label: l('问题', 'Question'),
      column: true,
      wide: true,
      createOnly: true,
    },
    questioner: {
      kind: 'text',
      label: l('提问人', 'Asked by'),
      column: true,
      filter: 'like',
      createOnly: true,
    },
    state: {
      kind: 'select',
      label: l('状态', 'State'),
      options: QUESTION_STATES,
      optionLabels: QUESTION_STATE_LABELS,
      readOnly: true,
      column: true,
      filter: 'eq',
    },
    answer: { kind: 'textarea', label: l('回答', 'Answer'), wide: true },
    answeredBy: { kind: 'text', label: l('回答人', 'Answered by'), readOnly: true },
    answeredAt: { kind: 'datetime', label: l('回答时间', 'Answered'), readOnly: true, column: true },
    closedAt: { kind: 'datetime', label: l('关闭时间', 'Closed'), readOnly: true },
  },
  search: ['question', 'questioner', 'answer'],
  defaultSort: '-createdAt',
  access: WARD_STAFF_ACCESS,
  transitions: {
    close: { field: 'state', from: ['open', 'answered'], to: 'closed' },
  },
});
