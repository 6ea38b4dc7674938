import { useEffect, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { competenceRequestMachine, competenceRequestStep, competenceRequestSteps, type CompetenceRequestRefusalStep } from '../../../machines/competenceRequest.machine';
import type { ExpertCompetenceItem } from '../../../domain/wire/competences';
import { useCreateCompetenceRequest, type CompetenceRequestSide } from '../../api/labellisation/create-competence';
import { useProviderCompetences } from '../../api/labellisation/experts';
import { failureOf } from '../../api/errors';
import { SelectField } from '../../forms/SelectField';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { notifySuccess } from '../../layout/notify';
import { inspect } from '../../machines-inspection';
import { CompetencesStep, expertName, ExpertStep, ValidationStep, type CompetenceRequestExpert } from './CompetenceRequestSteps';
import { CompleteRequestLink } from './CompleteRequestLink';
import { StepList } from './StepList';
import styles from './Labellisation.module.css';

/** The step a 400's field belongs to: the expert, the competences (and on the expert's side its provider), else the presentation. */
function refusalOf(error: unknown, generic: string): { step: CompetenceRequestRefusalStep; message: string } {
  const failure = failureOf(error);
  if (failure.status === 400 && failure.fields?.length) {
    const field = failure.fields[0]!.field;
    const step = field.startsWith('expertId') ? 'expert' : field.startsWith('competenceIds') || field.startsWith('prestataireId') ? 'competences' : 'validation';
    return { step, message: failure.fields.map((f) => f.message).join(' ') };
  }
  return { step: null, message: failure.message ?? generic };
}

export interface CompetenceRequestWizardProps {
  side: CompetenceRequestSide;
  /** The provider's side: its experts (with their vouchers). The expert's side: the expert alone. */
  experts: Array<CompetenceRequestExpert & { competences: ExpertCompetenceItem[] }>;
  /** The providers the request may be made for: one on a provider's side; on the expert's, those allowing it. */
  prestataires: Array<{ id: number; nom: string }>;
  /** The way back without creating anything. */
  cancel: ReactNode;
  /** Once created: the way to the request, and to the submission when the caller may submit. */
  viewLink: (demandeId: number) => ReactNode;
  submitLink: ReactNode;
}

/**
 * create-competence-request (spec section 2), both sides, on the statechart machines/competenceRequest.machine.ts:
 * a provider chooses its expert, then the competences; an expert's own page starts at the competences. Nothing is
 * stored before the validation; leaving with a choice made asks first.
 */
export function CompetenceRequestWizard({ side, experts, prestataires, cancel, viewLink, submitLink }: CompetenceRequestWizardProps) {
  const { t } = useTranslation('labellisation');
  const [snapshot, send] = useMachine(competenceRequestMachine, { inspect });
  const { context } = snapshot;
  const [prestataireId, setPrestataireId] = useState<number | null>(prestataires.length === 1 ? prestataires[0]!.id : null);
  const options = useProviderCompetences(prestataireId);
  const create = useCreateCompetenceRequest(side);
  const expertSideId = side.kind === 'expert' ? side.expertId : null;
  useEffect(() => {
    if (expertSideId !== null) send({ type: 'EXPERT_FIXED', expertId: expertSideId });
  }, [expertSideId, send]);
  const value = String(snapshot.value);
  const unsavedDialog = useUnsavedChangesGuard({ isDirty: value !== 'created' && (context.competenceIds.length > 0 || (!context.expertFixe && context.expertId !== null)), isSubmitting: value === 'creating' });
  if (side.kind === 'expert' && value === 'expert') return null;

  const step = competenceRequestStep(value);
  const expert = experts.find((e) => e.id === context.expertId) ?? null;
  const prestataire = prestataires.find((p) => p.id === prestataireId) ?? null;
  const chosen = (options.data ?? []).filter((o) => context.competenceIds.includes(o.id));
  const previous = <button type="button" className="btn" onClick={() => send({ type: 'PREVIOUS' })}>{t('wizard.previous')}</button>;

  const submit = async (commentaire: string) => {
    send({ type: 'SUBMIT', commentaire });
    if (context.expertId === null || prestataireId === null) return;
    try {
      const demande = await create.mutateAsync({ expertId: context.expertId, prestataireId, competenceIds: context.competenceIds, commentaire });
      send({ type: 'CREATED', demandeId: demande.id, reference: demande.reference });
      notifySuccess(t('create.done', { reference: demande.reference }));
    } catch (error) {
      send({ type: 'REFUSED', ...refusalOf(error, t('create.failed')) });
    }
  };

  const providerChoice =
    side.kind === 'expert' && prestataires.length > 1 ? (
      <SelectField
        label={t('competenceRequest.prestataire')}
        placeholder={t('competenceRequest.choosePrestataire')}
        options={prestataires.map((p) => ({ value: p.id, label: p.nom }))}
        value={prestataireId === null ? '' : String(prestataireId)}
        onChange={(event) => setPrestataireId(event.target.value ? Number(event.target.value) : null)}
      />
    ) : null;

  return (
    <section className={styles.card} aria-labelledby="competence-request-title">
      <h2 id="competence-request-title">{expert && context.expertFixe ? t('competenceRequest.titleOwn') : t('competenceRequest.title')}</h2>
      <StepList steps={competenceRequestSteps(context)} current={step} />
      {step === 'expert' && <ExpertStep experts={experts} saved={context.expertId} back={cancel} onSave={(expertId) => send({ type: 'EXPERT_CHOSEN', expertId })} />}
      {step === 'competences' && (
        <>
          {expert && !context.expertFixe && <p className={styles.intro}>{t('competenceRequest.forExpert', { nom: expertName(expert) })}</p>}
          {options.isError && <p role="alert">{t('loadError')}</p>}
          {prestataires.length === 0 ? (
            <p className="notice">{t('competenceRequest.noPrestataire')}</p>
          ) : (
            <CompetencesStep
              key={prestataireId ?? 'none'}
              options={options.data ?? []}
              vouchers={expert?.competences ?? []}
              saved={context.competenceIds}
              refusal={context.refusal}
              before={providerChoice}
              back={context.expertFixe ? cancel : previous}
              onSave={(competences) => send({ type: 'COMPETENCES_CHOSEN', competences })}
            />
          )}
        </>
      )}
      {step === 'validation' && (
        <ValidationStep
          facts={[
            [t('competenceRequest.prestataire'), prestataire?.nom ?? '—'],
            [t('competenceRequest.expert'), expert ? expertName(expert) : '—'],
            [t('competenceRequest.competences'), <ul key="competences">{chosen.map((c) => <li key={c.id}>{c.libelle}{c.thematique && <span className="muted"> — {c.thematique.libelle}</span>}</li>)}</ul>],
          ]}
          saved={context.commentaire}
          refusal={context.refusal}
          busy={value === 'creating'}
          back={previous}
          onSubmit={(commentaire) => void submit(commentaire)}
        />
      )}
      {step === 'confirmation' && context.demande && (
        <div className={styles.card} role="status">
          <p className={styles.success}>{t('create.created', { reference: context.demande.reference })}</p>
          <p>{t('competenceRequest.next')}</p>
          <div className={styles.actions}>
            {viewLink(context.demande.id)}
            <CompleteRequestLink demande={context.demande} />
            {submitLink}
          </div>
        </div>
      )}
      {unsavedDialog}
    </section>
  );
}
