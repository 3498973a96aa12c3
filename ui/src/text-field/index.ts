export { DateField, Select, TextAreaField, TextField } from './field';
export type { DateFieldProps, SelectOption, SelectProps, TextAreaFieldProps, TextFieldProps } from './field';
