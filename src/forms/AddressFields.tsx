import { get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRY_OPTIONS } from '../../domain/countries';
import { TYPE_ADRESSE_LABELS, type TypeAdresseId } from '../../domain/organisation-types';
import { SelectField } from './SelectField';
import { TextField } from './TextField';
import styles from './AddressFields.module.css';

interface AddressFieldsProps {
  legend: string;
  /** Where the address sits in the form's values ('siege', 'adresses.0'); the values themselves when empty. */
  prefix?: string;
  /** The address types offered; the type field is hidden when there is one only, which the form sets itself. */
  types: readonly TypeAdresseId[];
}

/**
 * The fields of an address (domain/schemas/address.ts), in a fieldset, for any form built with
 * react-hook-form's FormProvider: the address add and edit dialogs, the organisation and contact forms.
 */
export function AddressFields({ legend, prefix, types }: AddressFieldsProps) {
  const { t } = useTranslation('common');
  const { register, formState } = useFormContext();
  const name = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const error = (field: string) => (get(formState.errors, name(field)) as { message?: string } | undefined)?.message;
  const text = (field: string, autoComplete: string, extra: { wide?: boolean; inputMode?: 'numeric' } = {}) => (
    <div className={extra.wide ? styles.wide : undefined}>
      <TextField label={t(`address.${field}`)} autoComplete={autoComplete} inputMode={extra.inputMode} error={error(field)} {...register(name(field))} />
    </div>
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        {types.length > 1 && (
          <div className={styles.wide}>
            <SelectField
              label={t('address.typeAdresse')}
              placeholder={t('address.chooseType')}
              options={types.map((type) => ({ value: type, label: TYPE_ADRESSE_LABELS[type] }))}
              error={error('typeAdresse')}
              {...register(name('typeAdresse'))}
            />
          </div>
        )}
        {text('nom', 'off', { wide: true })}
        {text('rue', 'address-line1', { wide: true })}
        {text('numero', 'off')}
        {text('boite', 'off')}
        {text('codePostal', 'postal-code', { inputMode: 'numeric' })}
        {text('localite', 'address-level2')}
        <div className={styles.wide}>
          <SelectField label={t('address.pays')} options={COUNTRY_OPTIONS} autoComplete="country" error={error('pays')} {...register(name('pays'))} />
        </div>
      </div>
    </fieldset>
  );
}
