export { Button, IconButton } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant, IconButtonProps } from './button';
