import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('names only the fields that changed, old and new', () => {
    const r = auditChanges(
      { id: 4, price: 40, name: 'Trim', updatedAt: 'a' },
      { id: 4, price: 45, name: 'Trim', updatedAt: 'b' },
    );
    expect(r).toEqual({ lines: [{ field: 'price', before: '40', after: '45' }], more: 0 });
  });

  it('lists an addition as it is and a removal as it was, a few fields at most', () => {
    expect(auditChanges(null, { a: 1, b: 'x', c: null, d: true, e: 2 }, 3)).toEqual({
      lines: [
        { field: 'a', after: '1' },
        { field: 'b', after: 'x' },
        { field: 'd', after: 'true' },
      ],
      more: 1,
    });
    expect(auditChanges({ code: 'AUDIT10' }, null).lines).toEqual([{ field: 'code', before: 'AUDIT10' }]);
  });

  it('shortens long values', () => {
    const { lines } = auditChanges(null, { text: 'x'.repeat(100) });
    expect(lines[0]!.after!.length).toBe(40);
  });
});
