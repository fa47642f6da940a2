/** The URL's search parameter naming the wizard's step: `?step=2`, 1-based (step-history.ts). */
export const STEP_PARAM = 'step';
