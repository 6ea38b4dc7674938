import { useTranslation } from 'react-i18next';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import type { ConfigureCompetencesPayload } from '../../../domain/schemas/wizard';
import type { CompetenceChoice } from '../../../domain/wire/wizard';
import { TextField } from '../../forms/TextField';
import styles from './Step.module.css';
import own from './CompetenceShares.module.css';

export interface CompetencesValues {
  competences: Array<{ competenceId: string; pourcentage: string }>;
  expertContactIds: string[];
  version: number;
}

interface CompetenceSharesProps {
  form: UseFormReturn<CompetencesValues, unknown, ConfigureCompetencesPayload>;
  shares: UseFieldArrayReturn<CompetencesValues, 'competences'>;
  available: readonly CompetenceChoice[];
}

/** Each competence the provider's experts hold: checked, it joins the dossier with its share of the performance. */
export function CompetenceShares({ form, shares, available }: CompetenceSharesProps) {
  const { t } = useTranslation('wizard');
  const errors = form.formState.errors.competences;
  const indexOf = (id: number) => shares.fields.findIndex((f) => Number(f.competenceId) === id);
  // The list's own rule (a total of 100 %) is checked again as soon as a share changes, once the user has tried to save.
  const recheck = () => form.formState.isSubmitted && void form.trigger('competences');
  const toggle = (id: number, checked: boolean) => {
    if (checked) shares.append({ competenceId: String(id), pourcentage: '' });
    else shares.remove(indexOf(id));
    recheck();
  };
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className={styles.fieldset} aria-describedby={listError ? 'competences-error' : undefined}>
      <legend>{t('competences.legend')}</legend>
      {available.length === 0 && <p>{t('competences.none')}</p>}
      <ul className={own.shares}>
        {available.map((competence) => {
          const index = indexOf(competence.id);
          return (
            <li key={competence.id} className={own.share}>
              <label className={own.check}>
                <input type="checkbox" checked={index >= 0} onChange={(e) => toggle(competence.id, e.target.checked)} />
                <span>
                  {competence.libelle} <span className={styles.muted}>({competence.code})</span>
                </span>
              </label>
              {index >= 0 && (
                <TextField
                  key={shares.fields[index]!.id}
                  label={t('competences.pourcentage', { libelle: competence.libelle })}
                  inputMode="numeric"
                  autoComplete="off"
                  error={errors?.[index]?.pourcentage?.message}
                  {...form.register(`competences.${index}.pourcentage`, { onChange: recheck })}
                />
              )}
            </li>
          );
        })}
      </ul>
      {listError && (
        <span id="competences-error" className={styles.error} role="alert">
          {listError}
        </span>
      )}
    </fieldset>
  );
}
