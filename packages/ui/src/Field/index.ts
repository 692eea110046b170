export { Field, FieldRoot, Hint, Label, RequiredMark, controlStyles } from './Field';
export type { ControlBinding, FieldProps } from './Field';
