import { describe, expect, it } from 'vitest';
import * as shared from '../../../../shared/enums';
import * as local from './constants';

describe('admin constants', () => {
  it('match the shared enums', () => {
    expect(local.BOOKING_STATUSES).toEqual(shared.BOOKING_STATUSES);
    expect(local.ROLE_SUPER_ADMIN).toBe(shared.ROLE_SUPER_ADMIN);
    expect(local.ROLE_STAFF).toBe(shared.ROLE_STAFF);
    expect(local.CATEGORY_GENERAL).toBe(shared.CATEGORY_GENERAL);
  });
});
