/** What a form field tells a screen reader about itself, read the way assistive technology reads it. */
import { screen } from '@testing-library/react';

/**
 * The problem announced with a field: the text its aria-describedby points to, when the field is
 * marked invalid and that text is an alert; null when the field has no problem.
 */
export function problemOf(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const said = (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id))
    .find((el) => el?.getAttribute('role') === 'alert');
  return said?.textContent ?? null;
}

/** The problem shown with the field labelled `label` (exactly), or null. */
export const problemWith = (label: string, within: Pick<typeof screen, 'getByLabelText'> = screen) =>
  problemOf(within.getByLabelText(label, { exact: true }));
