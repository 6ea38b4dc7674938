import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { object } from 'superstruct';
import { CreateCompetenceDemandePayload } from '../../../domain/schemas/competences';
import { useTranslation } from 'react-i18next';
import { competenceSelectionProblems } from '../../../domain/competence-request';
import { LABELLISATION_TEXT_MAX_LENGTH } from '../../../domain/schemas/labellisation';
import type { CompetenceOption, ExpertCompetenceItem } from '../../../domain/wire/competences';
import { CheckboxGroupField, RadioGroupField } from '../../forms/ChoiceList';
import { TextAreaField } from '../../forms/TextAreaField';
import { formatDate } from '../../i18n/format';
import styles from './Labellisation.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

export interface CompetenceRequestExpert {
  id: number;
  prenom: string;
  nom: string;
  email: string;
}

export const expertName = (expert: Pick<CompetenceRequestExpert, 'prenom' | 'nom'>) => `${expert.prenom} ${expert.nom}`;

function Buttons({ back, next, busy }: { back: ReactNode; next: string; busy?: boolean }) {
  return (
    <div className="button-row">
      {back}
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
        {next}
      </button>
    </div>
  );
}

const ExpertChoice = object({ expertId: CreateCompetenceDemandePayload.schema.expertId });

/** Step 1 on a provider's side: one of its validated Expert contacts, checked as the request's `expertId`. */
export function ExpertStep({ experts, saved, back, onSave }: { experts: CompetenceRequestExpert[]; saved: number | null; back: ReactNode; onSave: (expertId: number) => void }) {
  const { t } = useTranslation('labellisation');
  const form = useSchemaForm<{ expertId: string }, { expertId: number }>(ExpertChoice, {
    whenEmpty: { expertId: t('competenceRequest.chooseExpert') },
    defaultValues: { expertId: saved === null ? '' : String(saved) },
  });
  const submit = form.handleSubmit(({ expertId }) => onSave(expertId));
  if (experts.length === 0) {
    return (
      <div className={styles.card}>
        <p className="notice">{t('competenceRequest.noExpert')}</p>
        <div className="button-row">{back}</div>
      </div>
    );
  }
  return (
    <form className={styles.card} noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary control={form.control} />
      <RadioGroupField
        legend={t('competenceRequest.expert')}
        choices={experts.map((expert) => ({ value: expert.id, label: expertName(expert), detail: expert.email }))}
        registration={form.register('expertId')}
        error={form.formState.errors.expertId?.message}
      />
      <Buttons back={back} next={t('wizard.next')} />
    </form>
  );
}

/** What the expert holds of a competence today, or has asked for: its voucher's status and last day. */
function voucherNote(voucher: ExpertCompetenceItem | undefined, until: (statut: string, date: string) => string) {
  if (!voucher) return null;
  return voucher.expireLe ? until(voucher.statutLibelle, formatDate(voucher.expireLe) ?? '') : voucher.statutLibelle;
}

/**
 * The competences step: every competence of the platform, those the provider's recognitions do not cover shown but
 * disabled with the reason (spec section 4); what the expert already holds is said beside each.
 */
export function CompetencesStep(props: {
  options: CompetenceOption[];
  vouchers: ExpertCompetenceItem[];
  saved: number[];
  refusal: string | null;
  before?: ReactNode;
  back: ReactNode;
  onSave: (chosen: CompetenceOption[]) => void;
}) {
  const { options, vouchers, saved, refusal, before, back, onSave } = props;
  const { t } = useTranslation('labellisation');
  const [selected, setSelected] = useState<string[]>(saved.map(String));
  const [error, setError] = useState<string | null>(null);
  const chosen = options.filter((o) => selected.includes(String(o.id)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = competenceSelectionProblems(chosen);
    setError(problems.length ? problems.join(' ') : null);
    onSave(chosen);
  };
  return (
    <form className={styles.card} noValidate onSubmit={submit}>
      {before}
      {refusal && (
        <p role="alert" className={styles.problems}>
          {refusal}
        </p>
      )}
      {options.length > 0 && options.every((o) => !o.couverte) && <p className="notice">{t('competenceRequest.noneCovered')}</p>}
      <CheckboxGroupField
        legend={t('competenceRequest.competences')}
        hint={t('competenceRequest.competencesHint')}
        choices={options.map((o) => ({
          value: o.id,
          label: o.libelle,
          disabled: !o.couverte,
          // Covered: its thematic and what the expert holds of it; not covered: why (the reason names the thematic).
          detail: o.couverte
            ? [o.thematique?.libelle, voucherNote(vouchers.find((v) => v.competence.id === o.id), (statut, date) => t('competenceRequest.voucherUntil', { statut, date }))].filter(Boolean).join(' — ')
            : (o.raison ?? undefined),
        }))}
        value={selected}
        onChange={(value) => {
          setSelected(value);
          setError(null);
        }}
        error={error ?? undefined}
      />
      <Buttons back={back} next={t('wizard.next')} />
    </form>
  );
}

const Presentation = object({ commentaire: CreateCompetenceDemandePayload.schema.commentaire });

/** The validation: what will be asked, and its presentation (the completion wizard adds the rest before submission). */
export function ValidationStep(props: { facts: Array<[string, ReactNode]>; saved: string; refusal: string | null; busy: boolean; back: ReactNode; onSubmit: (commentaire: string) => void }) {
  const { facts, saved, refusal, busy, back, onSubmit } = props;
  const { t } = useTranslation('labellisation');
  const form = useSchemaForm<{ commentaire: string }>(Presentation, { defaultValues: { commentaire: saved } });
  return (
    <form className={styles.card} noValidate onSubmit={(event) => void form.handleSubmit(({ commentaire }) => onSubmit(commentaire))(event)}>
      <ErrorSummary control={form.control} />
      {refusal && (
        <p role="alert" className={styles.problems}>
          {refusal}
        </p>
      )}
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <TextAreaField
        label={t('competenceRequest.commentaire')}
        hint={t('competenceRequest.commentaireHint')}
        rows={5}
        maxLength={LABELLISATION_TEXT_MAX_LENGTH}
        error={form.formState.errors.commentaire?.message}
        {...form.register('commentaire')}
      />
      <Buttons back={back} next={t('competenceRequest.submit')} busy={busy} />
    </form>
  );
}
