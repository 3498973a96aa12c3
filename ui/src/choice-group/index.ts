export { ChoiceGroup } from './choice-group';
export type { ChoiceGroupProps, ChoiceMark } from './choice-group';
export { mathToPlainText, texToPlainText } from './plain-text';
