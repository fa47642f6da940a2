import { describe, expect, it } from 'vitest';
import { specialtiesOf } from './specialties';

describe('specialties', () => {
  it('splits English and Chinese lists', () => {
    expect(specialtiesOf('Colour, Balayage, Cuts')).toEqual(['Colour', 'Balayage', 'Cuts']);
    expect(specialtiesOf('染发、手刷挑染，剪发')).toEqual(['染发', '手刷挑染', '剪发']);
    expect(specialtiesOf('')).toEqual([]);
  });
});
