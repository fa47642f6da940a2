import { describe, expect, it } from 'vitest';
import { DomainError, invalidFields, missing, type Refusal } from '../domain/domain-error';
import { answerOf, REFUSAL_STATUS } from './api-error';

describe('refusals as HTTP answers', () => {
  it('answers every refusal with its own status and code from the one table', () => {
    for (const [refusal, [status, code]] of Object.entries(REFUSAL_STATUS)) {
      const answer = answerOf(new DomainError(refusal as Refusal, 'not_found'));
      expect([answer.status, answer.code]).toEqual([status, code]);
    }
    expect(answerOf(missing())).toEqual({ status: 404, code: 'not_found', errors: [] });
  });

  it("lists a form's bad fields as the envelope's errors", () => {
    expect(answerOf(invalidFields({ email: 'Enter an email' }))).toEqual({
      status: 400,
      code: 'validation',
      errors: ['email: Enter an email'],
    });
  });
});
