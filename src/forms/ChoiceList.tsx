import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { GroupFrame } from './FieldFrame';
import styles from './Field.module.css';

export interface Choice {
  value: string | number;
  label: string;
  /** A second line under the label (a description, an address...). */
  detail?: ReactNode;
  /** Shown but not choosable; its detail says why. */
  disabled?: boolean;
}

/** A choice's label and, under it, its detail: the same in a radio group as in a checkbox group. */
function ChoiceText({ choice }: { choice: Choice }) {
  return (
    <span>
      <span className={styles.choiceLabel}>{choice.label}</span>
      {choice.detail && <span className={styles.hint}>{choice.detail}</span>}
    </span>
  );
}

interface RadioGroupFieldProps {
  legend: string;
  choices: readonly Choice[];
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
}

/** One choice among a few shown at once (radios under a legend), each with its own detail. */
export function RadioGroupField({ legend, choices, registration, error, hint }: RadioGroupFieldProps) {
  const errorId = useId();
  return (
    <GroupFrame legend={legend} hint={hint} error={error} errorId={errorId}>
      <div className={styles.choices}>
        {choices.map((choice, index) => (
          <label key={choice.value} className={styles.choice}>
            {/* An id, so that the form's error summary links to the group's first radio. */}
            <input type="radio" id={`${errorId}-${index}`} value={choice.value} disabled={choice.disabled} {...registration} />
            <ChoiceText choice={choice} />
          </label>
        ))}
      </div>
    </GroupFrame>
  );
}

interface CheckboxGroupFieldProps {
  legend: string;
  choices: readonly Choice[];
  /** The values checked, as strings (what inputs give); the domain schemas coerce them. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  hint?: string;
}

/** Several choices (checkboxes under a legend); controlled, so that one checkbox still gives a list. */
export function CheckboxGroupField({ legend, choices, value, onChange, error, hint }: CheckboxGroupFieldProps) {
  const errorId = useId();
  const toggle = (choice: string, checked: boolean) => onChange(checked ? [...value, choice] : value.filter((v) => v !== choice));
  return (
    <GroupFrame legend={legend} hint={hint} error={error} errorId={errorId}>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input type="checkbox" checked={value.includes(String(choice.value))} disabled={choice.disabled} onChange={(e) => toggle(String(choice.value), e.target.checked)} />
            <ChoiceText choice={choice} />
          </label>
        ))}
      </div>
    </GroupFrame>
  );
}
