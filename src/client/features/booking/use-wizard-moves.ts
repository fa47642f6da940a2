/**
 * How the wizard moves between steps: Next, a step back (from the stepper, the Back button or the
 * browser's history), and a change of order. Each move sets the direction the step slides in,
 * lets the new step's heading take focus, and scrolls the step's top into view when it is above.
 */
import { type Dispatch, useCallback, useRef, useState } from 'react';
import { loadedMotion } from './later-steps';
import { useStepHistory } from './use-step-history';
import { canGoNext, type Flow, type WizardAction, type WizardState } from './wizard-state';

type Options = {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** False until a saved draft has been restored (or found absent). */
  restored: boolean;
  /** The first step handed its state on by Next (wizard-start.tsx): already a step change. */
  handedOver: boolean;
};

export function useWizardMoves({ state, dispatch, restored, handedOver }: Options) {
  const [direction, setDirection] = useState(1);
  // handed on by Next: this is a step change (its heading takes focus, and it slides in)
  const [moved, setMoved] = useState(handedOver);
  const top = useRef<HTMLDivElement>(null);
  const [animated, setAnimated] = useState(() => handedOver && loadedMotion() !== null);

  const moveTo = useCallback((dir: number) => {
    setDirection(dir);
    setMoved(true);
    // switching the wrapper only together with a step change, so nothing on screen remounts
    if (loadedMotion()) setAnimated(true);
    const y = top.current ? top.current.getBoundingClientRect().top + window.scrollY - 8 : 0;
    if (window.scrollY > y) window.scrollTo({ top: y });
  }, []);

  const history = useStepHistory({
    step: state.step,
    ready: restored,
    canGoNext: canGoNext(state),
    onBack: (to) => {
      moveTo(-1);
      dispatch({ type: 'goTo', step: to });
    },
    onForward: () => {
      moveTo(1);
      dispatch({ type: 'next' });
    },
  });

  const goNext = () => {
    if (!canGoNext(state)) return;
    moveTo(1);
    dispatch({ type: 'next' });
    history.pushed(state.step + 1);
  };
  const goTo = (index: number) => {
    if (index >= state.step) return;
    history.back(index, () => {
      moveTo(-1);
      dispatch({ type: 'goTo', step: index });
    });
  };
  const setFlow = (flow: Flow) => {
    if (flow === state.flow) return;
    moveTo(flow === 'time' ? 1 : -1);
    dispatch({ type: 'setFlow', flow });
  };

  return { direction, moved, animated, top, goNext, goTo, setFlow };
}
