import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useFormState, type Control, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './ErrorSummary.module.css';

interface SummaryError {
  /** The field's path (`siege.rue`), or the root's key for an error of no field. */
  name: string;
  message: string;
}

/** Every error of the form with a message, depth first in the form's own order (react-hook-form nests them by path). */
export function summaryErrors(errors: FieldErrors, prefix = ''): SummaryError[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (!error || typeof error !== 'object') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    // A leaf has its rule's type; its `ref` is the field's element, not more errors.
    if (typeof error.type === 'string') return typeof error.message === 'string' && error.message ? [{ name, message: error.message }] : [];
    return summaryErrors(error as FieldErrors, name);
  });
}

/** The control a field's error leads to: the element named so in this form (a radio group's first radio). */
function fieldOf(form: HTMLFormElement | null, name: string): HTMLElement | null {
  const named = form?.elements.namedItem(name);
  const element = named instanceof RadioNodeList ? named[0] : named;
  return element instanceof HTMLElement ? element : null;
}

/**
 * The words a user knows a field by: a radio's or checkbox's group legend, else the field's own label. A generic
 * message (« Ce champ est obligatoire. ») then says which field it is about.
 */
function fieldName(field: HTMLElement): string | undefined {
  const choice = field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
  const legend = choice ? field.closest('fieldset')?.querySelector('legend') : null;
  const label = legend ?? (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement ? field.labels?.[0] : null);
  return label?.textContent?.trim() || undefined;
}

/** Where an error's link leads, and the name of the field it is about. */
interface SummaryTarget {
  id: string;
  field?: string;
}

/**
 * The GOV.UK error summary, at the top of a form: after a failed submit (the schema's refusals or the server's
 * field errors, which `showSaveFailure` puts on the form) a titled box lists each error as a link to its field
 * and takes the focus, so a screen reader hears every problem at once and a keyboard reaches each field in one step.
 * Each entry names its field (« Commentaire : Ce champ est obligatoire. »), as GOV.UK's messages do.
 * It is absent while the form has no error.
 */
export function ErrorSummary<T extends FieldValues, Payload>({ control }: { control: Control<T, unknown, Payload> }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const { errors, submitCount } = useFormState({ control });
  const listed = summaryErrors(errors);
  const [targets, setTargets] = useState<Record<string, SummaryTarget>>({});
  const key = listed.map((error) => error.name).join(' ');

  // The links' addresses are the fields' ids, known once the fields are in the page (ids are generated).
  useLayoutEffect(() => {
    const form = box.current?.closest('form') ?? null;
    // A field without an id (radios often have none) still gets its link: following it focuses the field.
    const ids = listed.flatMap(({ name }) => {
      const field = fieldOf(form, name);
      return field ? [[name, { id: field.id, field: fieldName(field) }] as const] : [];
    });
    setTargets(Object.fromEntries(ids));
    // `key` names the listed errors: the same errors again need no new look-up.
  }, [key]);

  // Each submit that ends refused (the schema's errors, or the server's set while it ran) moves the focus here.
  useEffect(() => {
    if (submitCount > 0) box.current?.focus();
  }, [submitCount]);

  if (listed.length === 0) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const field = fieldOf(box.current?.closest('form') ?? null, name);
    if (!field) return;
    // Focus the field itself (which scrolls it into view): following the address alone only scrolls, and changes the page's address.
    event.preventDefault();
    field.focus();
  };
  return (
    <div ref={box} className={styles.summary} tabIndex={-1} aria-labelledby={titleId} data-testid="error-summary">
      <div role="alert">
        <h2 id={titleId} className={styles.title}>
          {t('errorSummary.title')}
        </h2>
        <ul className={styles.list}>
          {listed.map(({ name, message }) => {
            const target = targets[name];
            const text = target?.field ? t('errorSummary.entry', { field: target.field, message }) : message;
            return (
              <li key={name}>
                {target ? (
                  <a href={`#${target.id}`} onClick={(event) => follow(event, name)}>
                    {text}
                  </a>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
