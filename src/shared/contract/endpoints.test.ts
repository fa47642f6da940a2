import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';

describe('the endpoints that change the salon', () => {
  const changing = Object.entries(endpoints).filter(([, e]) => 'changesSalon' in e);

  it('are back-office writes: a read never announces a change (an open calendar refetches on each)', () => {
    expect(changing.length).toBeGreaterThan(20);
    for (const [name, e] of changing) {
      expect(e.method, name).toBe('POST');
      expect(['staff', 'super'], name).toContain(e.access);
    }
  });

  it('include every change of the catalogue, the team, the grid, the settings and the calendar', () => {
    const names = changing.map(([name]) => name);
    for (const name of ['servicesUpdate', 'stylistsAdd', 'saveShifts', 'settingsUpdate', 'bookingMove'])
      expect(names).toContain(name);
    expect(names).not.toContain('calendar');
  });
});
