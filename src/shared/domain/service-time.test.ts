import { describe, expect, it } from 'vitest';
import { processingGaps, serviceTimeProblem, visitParts } from './service-time';

const colour = { durationMinutes: 120, processingStartMinutes: 30, processingMinutes: 40, bufferMinutes: 10 };
const cut = { durationMinutes: 30 };

describe("a service's time in parts", () => {
  it('keeps a plain service one busy part, as before', () => {
    expect(visitParts([cut])).toEqual({ minutes: 30, parts: [{ start: 0, end: 30, kind: 'busy' }] });
  });

  it('leaves the processing gap free and puts the clean-up after the visit', () => {
    const visit = visitParts([colour]);
    expect(visit).toEqual({
      minutes: 120,
      parts: [
        { start: 0, end: 30, kind: 'busy' },
        { start: 70, end: 120, kind: 'busy' },
        { start: 120, end: 130, kind: 'buffer' },
      ],
    });
    expect(processingGaps(visit.minutes, visit.parts)).toEqual([{ start: 30, end: 70 }]);
  });

  it('runs services one after another, merging busy parts that touch, with the longest clean-up last', () => {
    const visit = visitParts([cut, colour, { durationMinutes: 15, bufferMinutes: 5 }]);
    expect(visit.minutes).toBe(165);
    expect(visit.parts).toEqual([
      { start: 0, end: 60, kind: 'busy' },
      { start: 100, end: 165, kind: 'busy' },
      { start: 165, end: 175, kind: 'buffer' },
    ]);
  });

  it('refuses processing that starts at once or leaves no finishing part', () => {
    const base = { durationMinutes: 60, processingStartMinutes: 20, processingMinutes: 20, bufferMinutes: 0 };
    expect(serviceTimeProblem(base)).toBeNull();
    expect(serviceTimeProblem({ ...base, processingStartMinutes: 0 })).toBe('processing_outside');
    expect(serviceTimeProblem({ ...base, processingMinutes: 40 })).toBe('processing_outside');
    expect(serviceTimeProblem({ ...base, processingStartMinutes: 0, processingMinutes: 0 })).toBeNull();
  });
});
