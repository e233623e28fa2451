import type { QuestionState } from '@console/contract/resources/descriptions/school-questions';

/** Awaiting an answer stands out; answered is done; closed is put away. */
export const QUESTION_COLOURS: Record<QuestionState, string> = {
  open: 'warning',
  answered: 'success',
  closed: 'default',
};
