import type { HowItWorksStep as Step } from './how-it-works-steps';

const paths: Record<Step, string> = {
  // a learner: head and shoulders
  identify: 'M24 22a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM10 40c1-8 7-12 14-12s13 4 14 12',
  // two speech bubbles
  conversation: 'M6 10h24v14H16l-6 5v-5H6zM20 28v6h12l6 5v-5h4V20h-8',
  // a magnifier over linked nodes
  retrieval: 'M20 30a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM27 27l11 11M14 20h12M20 14v12',
  // a split panel: text lines beside a curve
  answer: 'M6 8h36v32H6zM24 8v32M10 16h10M10 22h10M10 28h7M28 34c3-14 7-14 10-20',
};

/** A small decorative drawing for one How It Works step. */
export function StepIcon({ step }: { step: Step }) {
  return (
    <svg className="step-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        d={paths[step]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
