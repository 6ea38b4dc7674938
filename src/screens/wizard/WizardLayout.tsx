import { Outlet, useMatches, useParams, useSearch } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StepScreen, WizardKind } from '../../../domain/wizard-steps';
import { openScreens } from '../../../machines/access/wizardAccess';
import { dossierDetailQuery } from '../../api/dossiers/detail';
import { useDroitId } from '../../session/SessionContext';
import { StepIndicator } from './StepIndicator';
import { useWizardFlow } from './useWizardFlow';
import { WizardContext } from './WizardContext';
import { toWizardDossier } from '../../api/wizard/wizard-dossier';
import styles from './Wizard.module.css';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The wizard screen a step route shows, for the step indicator and the statechart. */
    wizardScreen?: StepScreen<WizardKind>;
  }
}

/** /introduction-dossier/{id}/… and /initiation-dossier/{id}/…: the dossier's heading, the steps, the step screen. */
export function WizardLayout({ wizard }: { wizard: WizardKind }) {
  const { dossierId } = useParams({ strict: false }) as { dossierId: string };
  const screen = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.wizardScreen)?.staticData.wizardScreen });
  // The route's guard already loaded the dossier and let the user in; one statechart per dossier.
  if (!screen) return null;
  return <WizardFrame key={dossierId} wizard={wizard} dossierIdParam={dossierId} screen={screen} />;
}

function WizardFrame({ wizard, dossierIdParam, screen }: { wizard: WizardKind; dossierIdParam: string; screen: StepScreen<WizardKind> }) {
  const { t } = useTranslation('wizard');
  const dossier = useSuspenseQuery(dossierDetailQuery(Number(dossierIdParam))).data;
  const droitId = useDroitId();
  const returnTo = useSearch({ strict: false, select: (search) => search.retour });
  const flow = useWizardFlow(wizard, screen, dossier, returnTo);
  const open = openScreens({ wizard, dossierIdParam, dossier: toWizardDossier(dossier), droitId });
  return (
    <article aria-labelledby="wizard-title" className={styles.wizard}>
      <header className={styles.header}>
        <h1 id="wizard-title">{t(`${wizard}.title`)}</h1>
        <p className={styles.reference}>{t('reference', { reference: dossier.reference })}</p>
      </header>
      <StepIndicator wizard={wizard} dossierId={dossier.id} current={screen} open={open} saved={dossier.EtapeEncodage} />
      <WizardContext.Provider value={{ wizard, screen, dossier, open, flow }}>
        <div className="panel">
          <Outlet />
        </div>
      </WizardContext.Provider>
    </article>
  );
}
