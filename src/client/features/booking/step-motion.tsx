/**
 * Step transitions: a short slide and fade in the direction of travel. framer-motion through
 * LazyMotion with `m` components (its animation features load on demand); MotionConfig
 * reducedMotion="user" drops the slide for people who ask for less motion. The wizard loads this
 * module after the first paint and puts it in place at the first step change, so the step that
 * appears then slides in (AnimatePresence animates its first child).
 */
import { AnimatePresence, LazyMotion, MotionConfig, m } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((r) => r.default);

const variants = {
  enter: (direction: number) => ({ opacity: 0, x: direction * 28 }),
  center: { opacity: 1, x: 0 },
  exit: (direction: number) => ({ opacity: 0, x: direction * -28 }),
};

/** @public the wizard loads it with its motion code, after the first paint */
export function StepMotion({
  stepKey,
  direction,
  children,
}: {
  stepKey: string;
  direction: number;
  children: ReactNode;
}) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence mode="wait" custom={direction}>
          <m.div
            key={stepKey}
            custom={direction}
            variants={variants}
            initial="enter"
            animate="center"
            exit="exit"
            transition={{ duration: 0.2, ease: [0.2, 0.8, 0.2, 1] }}
          >
            {children}
          </m.div>
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}
