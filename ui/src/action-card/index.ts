export { ActionCard, ActionCardLine } from './action-card';
export type { ActionCardLineProps, ActionCardProps } from './action-card';
