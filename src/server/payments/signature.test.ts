import { describe, expect, it } from 'vitest';
import { canonicalString, signParams, verifyParams } from './signature';

const secret = 'test-secret';
const params = { resultCode: '0000', orderId: 'TR-1-AB', amount: '45.00', resultDesc: 'OK & done' };

describe('payment signatures', () => {
  it('sorts the names and encodes the values', () => {
    expect(canonicalString(params)).toBe(
      'amount=45.00&orderId=TR-1-AB&resultCode=0000&resultDesc=OK%20%26%20done',
    );
  });

  it('verifies its own signature, in any case of hex', () => {
    const sig = signParams(secret, params);
    expect(verifyParams(secret, params, sig)).toBe(true);
    expect(verifyParams(secret, params, sig.toUpperCase())).toBe(true);
  });

  it('refuses a changed value, another secret, a missing or malformed signature', () => {
    const sig = signParams(secret, params);
    expect(verifyParams(secret, { ...params, amount: '4.50' }, sig)).toBe(false);
    expect(verifyParams('other', params, sig)).toBe(false);
    expect(verifyParams(secret, params, '')).toBe(false);
    expect(verifyParams(secret, params, 'zz')).toBe(false);
  });

  it('cannot be fooled by moving a separator into a value', () => {
    const sig = signParams(secret, { a: '1', b: '2' });
    expect(verifyParams(secret, { a: '1&b=2' }, sig)).toBe(false);
  });
});
