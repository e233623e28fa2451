import { schoolQuestionDefinition } from '@console/contract/resources/school-questions';
import { engineResource } from '../../engine/resource';
import { BadRequest } from '../../platform/errors';
import { schoolQuestions } from './tables';

type Values = Record<string, unknown>;

/** An answer makes the question answered, by whom and when. */
function answered(values: Values, account: string): Values {
  return typeof values.answer === 'string'
    ? { ...values, state: 'answered', answeredBy: account, answeredAt: new Date() }
    : values;
}

/**
 * The question as asked is kept (create-only fields); answering sets the state, the one who
 * answered and the time; a closed question is not changed (the engine refuses a second close).
 */
export const schoolQuestionResource = engineResource(schoolQuestionDefinition, schoolQuestions, {
  beforeCreate: (_tx, caller, values) =>
    answered(
      { ...values, state: 'open', answeredBy: null, answeredAt: null, closedAt: null },
      caller.account,
    ),
  beforeUpdate(_tx, caller, values, before) {
    if (before.state === 'closed') throw BadRequest('error.questionClosed');
    if (values.state === 'closed') return { ...values, closedAt: new Date() };
    return answered(values, caller.account);
  },
});
