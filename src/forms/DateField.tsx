import { forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './FieldFrame';
import { TextField } from './TextField';

type DateFieldProps = Omit<FieldProps, 'hint'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'placeholder'>;

/**
 * A day typed jj/mm/aaaa. Not `<input type="date">`, which follows the browser's language (mm/dd/yyyy in an
 * English browser): the form's schema (domain Day) reads the text and gives the API an ISO day.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(props, ref) {
  const { t } = useTranslation();
  return <TextField ref={ref} type="text" inputMode="numeric" autoComplete="off" placeholder={t('dateField.placeholder')} hint={t('dateField.hint')} {...props} />;
});
