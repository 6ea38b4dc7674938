import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  TYPE_DEMANDE_LABELLISATION_LABELS,
  TYPE_RENOUVELLEMENT_LABELS,
  TypeDemandeLabellisation,
  TypeRenouvellement,
  type TypeDemandeLabellisationId,
  type TypeRenouvellementId,
  RECOGNITION_REQUEST_STEPS,
  type RecognitionRequestStep,
} from '../../../domain/labellisation';
import { CreateDemandePayload, LABELLISATION_TEXT_MAX_LENGTH } from '../../../domain/schemas/labellisation';
import type { LabelItem } from '../../../domain/wire/labellisation';
import { recognitionRequestMachine, recognitionRequestStep, restoreRecognitionRequest, type RecognitionRequestChoice } from '../../../machines/recognitionRequest.machine';
import { useCreateDemande } from '../../api/labellisation/create';
import { demandeDetailQuery } from '../../api/labellisation/detail';
import { useThematiques } from '../../api/labellisation/thematiques';
import { failureOf } from '../../api/errors';
import { RadioGroupField } from '../../forms/ChoiceList';
import { SelectField } from '../../forms/SelectField';
import { TextAreaField } from '../../forms/TextAreaField';
import { notifySuccess } from '../../layout/notify';
import { formatDate } from '../../i18n/format';
import { inspect } from '../../machines-inspection';
import { isRenewable } from '../../../domain/label-validity';
import { platformToday } from '../../../domain/sme';
import type { CreateSearch } from './create-search';
import { StepList } from './StepList';
import { useAddressedRestart } from './useAddressedRestart';
import { useProvider } from './useProvider';
import { StepButtons } from './StepButtons';
import styles from './Labellisation.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

type Restored = ReturnType<typeof restoreRecognitionRequest>;

interface Values {
  type: string;
  thematiqueId: string;
  commentaire: string;
  typeRenouvellement: string;
}

const TYPES = Object.values(TypeDemandeLabellisation);
const RENEWAL_TYPES = Object.values(TypeRenouvellement);
const withoutThematic = (type: string) => Number(type) === TypeDemandeLabellisation.ACCES_SYSTEME;

/** The form's values as the API's payload: the radios' string ids numbers, no thematic for a system access, the label a renewal renews. */
const toPayload = (values: Values, renewed: LabelItem | null) => ({
  type: Number(values.type),
  ...(withoutThematic(values.type) ? {} : { thematiqueId: values.thematiqueId }),
  commentaire: values.commentaire,
  ...(renewed ? { labelId: renewed.id, typeRenouvellement: Number(values.typeRenouvellement) } : {}),
});

/** The first step's choice as the machine reads it. */
const choiceOf = (values: Values): RecognitionRequestChoice => ({ typeId: Number(values.type), thematiqueId: values.thematiqueId === '' ? null : Number(values.thematiqueId) });

/** The form as the step starts: the machine's choice, else the address's, else the renewed label's, else a recognition. */
const initialValues = (renewed: LabelItem | null, choice: Partial<RecognitionRequestChoice>, renouvellement: number | undefined): Values => {
  const thematiqueId = choice.thematiqueId ?? renewed?.thematique?.id;
  return {
    type: String(choice.typeId ?? renewed?.type ?? TypeDemandeLabellisation.RECONNAISSANCE),
    thematiqueId: thematiqueId === undefined || thematiqueId === null ? '' : String(thematiqueId),
    commentaire: '',
    typeRenouvellement: String(renouvellement ?? TypeRenouvellement.SIMPLE),
  };
};

/**
 * create-recognition-request (CREATE_RECOGNITION_REQUEST) on the statechart machines/recognitionRequest.machine.ts:
 * the type and thematic, then the comment and a recap, then the creation, whose reference the confirmation shows.
 * Each step has its address, which the wizard follows; an address it did not make (a reload, the back button)
 * restarts it where the address restores the machine (the route has guarded the step). The API's schema checks every step's fields.
 */
export function CreateDemandeScreen() {
  const search = useSearch({ strict: false }) as CreateSearch;
  // The route's loader read the created request already: its reference is in the cache.
  const created = useQuery({ ...demandeDetailQuery(search.demande ?? 0), enabled: search.etape === 'confirmation' && search.demande !== undefined });
  const { generation, shown } = useAddressedRestart(search.etape ?? 'thematic');
  const demande = created.data ? { id: created.data.id, reference: created.data.reference } : undefined;
  const restored = useMemo(() => restoreRecognitionRequest({ ...search, demande }), [generation, demande?.id]);
  return <CreateDemandeWizard key={generation} restored={restored} onStep={shown} />;
}

function CreateDemandeWizard({ restored, onStep }: { restored: Restored; onStep: (step: RecognitionRequestStep) => void }) {
  const { t } = useTranslation('labellisation');
  const { id, summary } = useProvider();
  const search = useSearch({ strict: false }) as CreateSearch;
  const navigate = useNavigate();
  // A renewal (from the summary's labels table) renews a label in its window: its type and thematic are the label's.
  const { renouveler } = search;
  const asked = renouveler === undefined ? null : (summary?.labels.find((label) => label.id === renouveler) ?? null);
  const renewed = asked && isRenewable(asked, platformToday()) ? asked : null;
  const thematiques = useThematiques();
  const create = useCreateDemande(id);
  const [snapshot, send] = useMachine(recognitionRequestMachine, { snapshot: restored, inspect });
  const step = recognitionRequestStep(snapshot.value);
  const { choice, demande: created, refusal } = snapshot.context;
  const start = () => initialValues(renewed, choice ?? { typeId: search.type, thematiqueId: search.thematique }, search.renouvellement);
  const form = useSchemaForm<Values, CreateDemandePayload>(CreateDemandePayload, {
    input: (values) => toPayload(values, renewed),
    defaultValues: start(),
  });
  // The summary may come after the first render: a renewal's fixed type and thematic are set once it is known.
  const renewedId = renewed?.id;
  useEffect(() => {
    if (renewedId !== undefined) form.reset(start());
  }, [renewedId]);
  // The machine decides the step; the address follows it (a reload or the back button then keeps the place).
  useEffect(() => {
    if (step === (search.etape ?? 'thematic')) return;
    onStep(step);
    const values = form.getValues();
    void navigate({
      to: '.',
      search: {
        renouveler,
        etape: step,
        type: choice?.typeId,
        thematique: choice?.thematiqueId ?? undefined,
        renouvellement: renewed ? Number(values.typeRenouvellement) : undefined,
        demande: created?.id,
      },
    });
  }, [step]);
  const { errors } = form.formState;
  const type = form.watch('type');
  const thematique = thematiques.data?.find((th) => String(th.id) === form.watch('thematiqueId'));

  const next = async () => {
    // The first step's fields alone: the comment is the next step's.
    if (!(await form.trigger(['type', 'thematiqueId']))) return;
    const event = { type: 'CHOOSE', ...choiceOf(form.getValues()) } as const;
    if (snapshot.can(event)) send(event);
    else form.setError('thematiqueId', { type: 'required', message: t('create.chooseThematic') });
  };

  const submit = form.handleSubmit(async (payload) => {
    send({ type: 'SUBMIT' });
    try {
      const demande = await create.mutateAsync(payload);
      send({ type: 'CREATED', demandeId: demande.id, reference: demande.reference });
      notifySuccess(t('create.done', { reference: demande.reference }));
    } catch (error) {
      const failure = failureOf(error);
      const fields = failure.status === 400 ? (failure.fields ?? []) : [];
      for (const { field, message } of fields) form.setError(field as keyof Values, { type: 'server', message });
      send({
        type: 'REFUSED',
        step: fields.some((f) => f.field !== 'commentaire') ? 'thematic' : 'validation',
        message: fields.length > 0 ? null : (failure.message ?? t('create.failed')),
      });
    }
  });

  const params = { prestataireId: String(id) };
  return (
    <section className={styles.card} aria-labelledby="create-title">
      <h2 id="create-title">{renewed ? t('create.renewalTitle', { type: renewed.typeLibelle, thematique: renewed.thematique?.libelle ?? '' }) : t('create.title')}</h2>
      <StepList steps={RECOGNITION_REQUEST_STEPS} current={step} />
      {asked && !renewed && (
        <p role="alert" className={styles.problems}>
          {t('create.notRenewable')}
        </p>
      )}
      {refusal && (
        <p role="alert" className={styles.problems}>
          {refusal}
        </p>
      )}
      {step === 'thematic' && (
        <form
          className={styles.card}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void next();
          }}
        >
          {renewed ? (
            <>
              <p>{t('create.renewalOf', { expireLe: formatDate(renewed.expireLe), renouvelableDes: formatDate(renewed.renouvelableDes) })}</p>
              <RadioGroupField
                legend={t('create.renewalType')}
                choices={RENEWAL_TYPES.map((value) => ({ value, label: TYPE_RENOUVELLEMENT_LABELS[value], detail: t(`create.renewalTypeHint.${value}`) }))}
                registration={form.register('typeRenouvellement')}
                error={errors.typeRenouvellement?.message}
              />
            </>
          ) : (
            <RadioGroupField
              legend={t('create.type')}
              choices={TYPES.map((value) => ({ value, label: TYPE_DEMANDE_LABELLISATION_LABELS[value], detail: t(`create.typeHint.${value}`) }))}
              registration={form.register('type')}
              error={errors.type?.message}
            />
          )}
          {!renewed && !withoutThematic(type) && (
            <SelectField
              label={t('create.thematique')}
              placeholder={t('create.chooseThematic')}
              options={(thematiques.data ?? []).map((th) => ({ value: th.id, label: th.libelle }))}
              error={errors.thematiqueId?.message}
              {...form.register('thematiqueId')}
            />
          )}
          <div className="button-row">
            <Link to="/labellisation/prestataire/$prestataireId" params={params} className="btn">
              {t('wizard.cancel')}
            </Link>
            <button type="submit" className="btn btn-primary">
              {t('wizard.next')}
            </button>
          </div>
        </form>
      )}
      {step === 'validation' && (
        <form className={styles.card} noValidate onSubmit={(event) => void submit(event)}>
          <ErrorSummary control={form.control} />
          <dl className={styles.facts}>
            <dt>{t('create.type')}</dt>
            <dd>{TYPE_DEMANDE_LABELLISATION_LABELS[Number(type) as TypeDemandeLabellisationId]}</dd>
            <dt>{t('create.thematique')}</dt>
            <dd>{withoutThematic(type) ? t('create.noThematic') : (thematique?.libelle ?? '—')}</dd>
            {renewed && (
              <>
                <dt>{t('create.renewalType')}</dt>
                <dd>{TYPE_RENOUVELLEMENT_LABELS[Number(form.watch('typeRenouvellement')) as TypeRenouvellementId]}</dd>
              </>
            )}
          </dl>
          <TextAreaField label={t('create.commentaire')} hint={t('create.commentaireHint')} rows={5} maxLength={LABELLISATION_TEXT_MAX_LENGTH} error={errors.commentaire?.message} {...form.register('commentaire')} />
          <StepButtons onBack={() => send({ type: 'PREVIOUS' })}>
            <button type="submit" className="btn btn-primary" disabled={snapshot.matches('creating')} aria-busy={snapshot.matches('creating') || undefined}>
              {t('create.submit')}
            </button>
          </StepButtons>
        </form>
      )}
      {step === 'confirmation' && created && (
        <div className={styles.card} role="status">
          <p className={styles.success}>{t('create.created', { reference: created.reference })}</p>
          <p>{t('create.next')}</p>
          <div className={styles.actions}>
            <Link to="/labellisation/prestataire/$prestataireId/recognitions/request/$demandeId" params={{ ...params, demandeId: String(created.id) }} className="btn btn-primary">
              {t('create.view')}
            </Link>
            <button
              type="button"
              className="btn"
              onClick={() => {
                send({ type: 'ANOTHER' });
                form.reset(initialValues(renewed, {}, undefined));
              }}
            >
              {t('create.another')}
            </button>
            {summary?.actions.submit && (
              <Link to="/labellisation/prestataire/$prestataireId/recognition-requests-submission" params={params} className="btn">
                {t('actions.submit')}
              </Link>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
