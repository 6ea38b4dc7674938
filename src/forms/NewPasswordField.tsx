import { forwardRef, type ComponentProps } from 'react';
import { TextField } from './TextField';

/** A new password (or its confirmation): hidden as typed, and marked so a password manager offers to make and keep one. */
export const NewPasswordField = forwardRef<HTMLInputElement, Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete'>>(function NewPasswordField(props, ref) {
  return <TextField ref={ref} type="password" autoComplete="new-password" {...props} />;
});
