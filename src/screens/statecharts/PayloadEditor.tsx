import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyEventObject } from 'xstate';
import { fieldLabel, fieldValue, payloadFields, withFieldValue, type PayloadField } from '../../../machines/chart/payload-fields';
import styles from './Statecharts.module.css';

/** The value a field's input gives back, in the payload's own type; undefined for JSON that does not parse yet. */
function parsed(field: PayloadField, input: HTMLInputElement | HTMLSelectElement): unknown {
  if (field.kind === 'boolean') return (input as HTMLInputElement).checked;
  if (field.kind === 'number' || field.kind === 'right' || field.kind === 'contactType') return Number(input.value);
  if (field.kind !== 'json') return input.value;
  try {
    return JSON.parse(input.value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * An event's payload as a form: one field per value (machines/chart/payload-fields.ts), named in French unless the
 * analyst asked for the code names. JSON fields keep what is typed until it parses.
 */
export function PayloadEditor({ event, code, onChange }: { event: AnyEventObject; code: boolean; onChange: (event: AnyEventObject) => void }) {
  const { t } = useTranslation('statecharts');
  const id = useId();
  const fields = payloadFields(event);
  if (fields.length === 0) return <p>{t('simulator.noPayload')}</p>;
  return (
    <fieldset className={styles.payload}>
      <legend>{t('simulator.payload')}</legend>
      {fields.map((field, index) => {
        const value = fieldValue(event, field.path);
        const inputId = `${id}-${index}`;
        const update = (input: HTMLInputElement | HTMLSelectElement) => {
          const next = parsed(field, input);
          input.setAttribute('aria-invalid', String(next === undefined));
          if (next !== undefined) onChange(withFieldValue(event, field.path, next));
        };
        const label = code ? field.path.join('.') : fieldLabel(field);
        return (
          <div key={field.path.join('.')} className={field.kind === 'boolean' ? styles.payloadCheck : styles.payloadField}>
            <label htmlFor={inputId}>{label}</label>
            {field.options ? (
              <select id={inputId} value={Number(value)} onChange={(changed) => update(changed.target)}>
                {field.options.map(([option, text]) => (
                  <option key={option} value={option}>
                    {text}
                  </option>
                ))}
              </select>
            ) : field.kind === 'boolean' ? (
              <input id={inputId} type="checkbox" checked={value === true} onChange={(changed) => update(changed.target)} />
            ) : field.kind === 'json' ? (
              <input id={inputId} type="text" defaultValue={JSON.stringify(value) ?? ''} onChange={(changed) => update(changed.target)} />
            ) : (
              <input id={inputId} type={field.kind === 'date' ? 'date' : field.kind === 'number' ? 'number' : 'text'} value={String(value)} onChange={(changed) => update(changed.target)} />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
