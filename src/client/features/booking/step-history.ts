/**
 * Where the wizard's step lives in the URL (`?step=2`, 1-based; none for the first step) and how
 * deep the browser history behind it goes: pure, so the history hook stays small and tested.
 */

import { STEP_PARAM } from './step-param';

/** The 0-based step a search string names; 0 when it names none (or nonsense). */
export function stepFromSearch(search: string, stepCount = 4): number {
  const raw = new URLSearchParams(search).get(STEP_PARAM);
  if (!raw || !/^\d{1,2}$/.test(raw)) return 0;
  const n = Number(raw) - 1;
  return n >= 0 && n < stepCount ? n : 0;
}

/** The search string for a step, keeping every other parameter. */
export function searchForStep(search: string, step: number): string {
  const params = new URLSearchParams(search);
  if (step > 0) params.set(STEP_PARAM, String(step + 1));
  else params.delete(STEP_PARAM);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The history entry's record of how many wizard steps lie behind it in this tab's history. */
export type StepEntry = { wizardDepth: number };

export function depthOf(state: unknown): number {
  const d = (state as Partial<StepEntry> | null)?.wizardDepth;
  return typeof d === 'number' && d >= 0 ? d : 0;
}

export type BrowserMove =
  | { kind: 'none' }
  | { kind: 'back'; to: number }
  | { kind: 'forward' }
  /** The URL asks for a step the state cannot reach: put the URL back. */
  | { kind: 'restoreUrl' };

/**
 * What to do when the URL's step differs from the wizard's: back to an earlier step is always
 * allowed (the reducer clears what follows); forward only one step and only when the current step
 * is complete.
 */
export function browserMove(urlStep: number, step: number, canGoNext: boolean): BrowserMove {
  if (urlStep === step) return { kind: 'none' };
  if (urlStep < step) return { kind: 'back', to: urlStep };
  if (urlStep === step + 1 && canGoNext) return { kind: 'forward' };
  return { kind: 'restoreUrl' };
}
