import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useIsValid } from '../../api/wizard/is-valid';
import { useValidateDossier } from '../../api/wizard/submission';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { stepTo } from '../../paths/wizard-paths';
import { RecapSummary } from './RecapSummary';
import { SendToPrestataire } from './SendToPrestataire';
import { StepButtons } from './StepButtons';
import { StepSection } from './StepSection';
import { useStepSave } from './useStepSave';
import { useWizard } from './WizardContext';
import recap from './Recap.module.css';

/** What the introduction still lacks (GET is-valid), each with a link to the screen that completes it. */
function MissingItems() {
  const { t } = useTranslation('wizard');
  const { dossier, open } = useWizard();
  const completeness = useIsValid(dossier.id);
  if (!completeness.data || completeness.data.valid) return null;
  return (
    <div className={recap.missing} role="note" aria-labelledby="missing-title">
      <h3 id="missing-title">{t('recap.missing')}</h3>
      <ul>
        {completeness.data.manquants.map((item) => (
          <li key={`${item.screen}.${item.field}`}>
            {open.includes(item.screen) ? (
              <Link to={stepTo('introduction', item.screen)} params={{ dossierId: String(dossier.id) }} search={{ retour: 'recapitulatif' }}>
                {t(`steps.${item.screen}`)}
              </Link>
            ) : (
              t(`steps.${item.screen}`)
            )}{' '}
            : {item.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The provider validates the introduction here, which locks its data; only the documents remain. It asks first. */
function ValidateIntroduction() {
  const { t } = useTranslation('wizard');
  const { dossier } = useWizard();
  const validate = useValidateDossier(dossier.id);
  const { busy, run } = useStepSave();
  const [confirming, setConfirming] = useState(false);
  if (!dossier.actions.validateIntroduction) return <p className="notice">{t('recap.cannotValidate')}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  const confirm = () => void run(() => validate.mutateAsync({ version: dossier.version })).finally(() => setConfirming(false));
  // The dialog has its own form: outside this one, forms do not nest.
  return (
    <>
      <form onSubmit={submit} aria-label={t('recap.validate')}>
        <p>{t('recap.validateText')}</p>
        <StepButtons busy={busy} submitLabel={t('recap.validate')} />
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('recap.validateTitle', { reference: dossier.reference })}
          text={t('recap.validateConsequence')}
          confirmLabel={t('common:confirm')}
          cancelLabel={t('common:back')}
          busy={busy}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}

/** Step 8 of the introduction, 4 of the initiation: everything entered, then validate or send to the provider. */
export function RecapitulatifStep() {
  const { t } = useTranslation('wizard');
  const { wizard, dossier } = useWizard();
  const intro = wizard === 'introduction' ? 'introduction' : dossier.actions.askPrestataire ? 'sent' : 'initiation';
  return (
    <StepSection title={t('steps.recapitulatif')} intro={t(`recap.intro.${intro}`)}>
      {wizard === 'introduction' && <MissingItems />}
      <RecapSummary />
      {wizard === 'introduction' ? <ValidateIntroduction /> : <SendToPrestataire />}
    </StepSection>
  );
}
