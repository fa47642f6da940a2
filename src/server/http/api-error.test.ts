import { describe, expect, it } from 'vitest';
import { DomainError, invalidFields, missing, type Refusal } from '../domain/domain-error';
import { ApiError, answerOf, REFUSAL_STATUS } from './api-error';

describe('refusals as HTTP answers', () => {
  it('gives each refusal a status and code of its own, so an ApiError reads back the refusal it names', () => {
    for (const [refusal, [status, code]] of Object.entries(REFUSAL_STATUS)) {
      const legacy = new ApiError(status, code, 'not_found');
      expect(legacy.refusal).toBe(refusal as Refusal);
      expect([legacy.status, legacy.code]).toEqual([status, code]);
    }
  });

  it('catches the older ApiError as a DomainError: one kind below http/', () => {
    expect(new ApiError(409, 'slot_taken', 'slot_taken')).toBeInstanceOf(DomainError);
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
