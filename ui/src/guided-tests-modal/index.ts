export { GuidedTestsModal } from './guided-tests-modal';
export type { GuidedTestItem, GuidedTestsModalProps } from './guided-tests-modal';
