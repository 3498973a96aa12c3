export { ChoiceGroup } from './choice-group';
export type { ChoiceGroupProps, ChoiceMark } from './choice-group';
