export { SchoolSelect } from './school-select';
export type { SchoolOption, SchoolSelectProps, SchoolSelectStatus } from './school-select';
