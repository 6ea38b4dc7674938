import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { furthestStep } from '../../../machines/organisationWizard.guards';
import { organisationWizardMachine } from '../../../machines/organisationWizard.machine';
import type { OrganisationWizardStep } from '../../../machines/organisationWizard.types';
import { useAddOrganisation } from '../../api/organisations/add-organisation';
import { failureOf } from '../../api/errors';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { notifySuccess } from '../../layout/notify';
import type { OrganisationAddSearch } from './add-search';
import { AdressesStep } from './AdressesStep';
import { ContactsStep } from './ContactsStep';
import { IdentiteStep } from './IdentiteStep';
import { organisationName, organisationPayload, stepOfField } from './payload';
import { inspect } from '../../machines-inspection';
import { sessionCaller } from '../../session/caller';
import { useSession } from '../../session/SessionContext';
import { PmeStep } from './PmeStep';
import { RecapStep } from './RecapStep';
import { WizardSteps } from './WizardSteps';
import styles from './OrganisationWizard.module.css';

/** Where the server's refusal sends the user back, and what it says there. */
function refusalOf(error: unknown, generic: string) {
  const failure = failureOf(error);
  if (failure.status === 400 && failure.fields?.length) {
    return { step: stepOfField(failure.fields[0]!.field), message: failure.fields.map((f) => f.message).join(' ') };
  }
  return { step: null, message: failure.message ?? generic };
}

/**
 * /beneficiaire/add: the organisation wizard's statechart (machines/organisationWizard.machine.ts) shows
 * one step at a time; nothing is stored before the recap's creation. Leaving with steps filled asks first.
 * Once created, the user goes back to the beneficiaries' list with the notice, or to the dossier wizard that asked for
 * it: the creator, a provider, may not open the new organisation's page (spec section 6, "view an organisation": its
 * contacts, or a provider through a dossier, and it has none yet); sent there, it was told the organisation did not exist.
 */
export function OrganisationWizardScreen() {
  const { t } = useTranslation('organisationWizard');
  const search = useSearch({ strict: false }) as OrganisationAddSearch;
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(organisationWizardMachine, { inspect });
  const creator = useSession((s) => sessionCaller(s.context));
  const opening = snapshot.matches('setup');
  // The route opened only if the chart takes OPEN for this user (machines/organisationWizard.state.ts).
  useEffect(() => {
    if (opening && creator) send({ type: 'OPEN', creator });
  }, [opening, creator, send]);
  const add = useAddOrganisation();
  const { context } = snapshot;
  const editing = snapshot.matches('editing');
  const step = (typeof snapshot.value === 'object' ? snapshot.value.editing : 'recapitulatif') as OrganisationWizardStep;
  const unsavedDialog = useUnsavedChangesGuard({ isDirty: context.identite !== null, isSubmitting: !editing });
  const previous = () => send({ type: 'PREVIOUS' });
  const goTo = (target: OrganisationWizardStep) => send({ type: 'GO_TO', step: target });

  const create = async () => {
    send({ type: 'SUBMIT' });
    try {
      const { id } = await add.mutateAsync(organisationPayload(context));
      send({ type: 'CREATED', organisationId: id });
      notifySuccess(t('created', { nom: organisationName(context) }));
      const bce = context.identite && 'registre' in context.identite ? context.identite.numeroBce : null;
      const href = search.retourDossier ? `${search.retourDossier}?beneficiaireAjoute=${id}${bce ? `&bce=${bce}` : ''}` : '/beneficiaire';
      await navigate({ href });
    } catch (error) {
      send({ type: 'REFUSED', ...refusalOf(error, t('generic')) });
    }
  };

  const registre = context.identite && 'registre' in context.identite ? context.identite.registre : null;
  if (opening) return null;
  return (
    <article className={styles.wizard} aria-labelledby="organisation-wizard-title">
      <header className={styles.header}>
        <h1 id="organisation-wizard-title">{t('title')}</h1>
      </header>
      <WizardSteps current={step} furthest={furthestStep(context)} onGoTo={goTo} />
      <div className="panel">
        {step === 'identite' && <IdentiteStep saved={context.identite} initialBce={search.bce ?? null} refusal={context.refusal} onSave={(identite) => send({ type: 'IDENTITE_SAVED', identite })} />}
        {step === 'pme' && <PmeStep saved={context.pme} dateCreation={registre?.dateCreation ?? null} refusal={context.refusal} onSave={(pme) => send({ type: 'PME_SAVED', pme })} onPrevious={previous} />}
        {step === 'contacts' && <ContactsStep saved={context.contacts} refusal={context.refusal} onSave={(contacts) => send({ type: 'CONTACTS_SAVED', contacts })} onPrevious={previous} />}
        {step === 'adresses' && <AdressesStep saved={context.adresses} registre={registre} refusal={context.refusal} onSave={(adresses) => send({ type: 'ADRESSES_SAVED', adresses })} onPrevious={previous} />}
        {step === 'recapitulatif' && <RecapStep context={context} busy={!editing} onGoTo={goTo} onPrevious={previous} onCreate={() => void create()} />}
      </div>
      {unsavedDialog}
    </article>
  );
}
