import { useEffect, useRef, type ReactElement } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { STEPS_OF, type AccountStep, type AccountWizardContext } from '../../../machines/accountWizard.types';
import type { SignupType } from '../../../domain/schemas/signup';
import { PublicPage } from '../../layout/PublicPage';
import { accountWizard, currentStep } from './account-wizard';
import { accountStepPath } from './step-paths';
import type { StepProps } from './step-props';
import { AuthenticationStep } from './AuthenticationStep';
import { ConfirmationStep } from './ConfirmationStep';
import { ConfirmedStep } from './ConfirmedStep';
import { ForewordStep } from './ForewordStep';
import { PersonalDataStep } from './PersonalDataStep';
import { ValidationStep } from './ValidationStep';
import styles from './AccountWizard.module.css';

const STEP_COMPONENTS: Record<AccountStep, (props: StepProps) => ReactElement> = {
  foreword: ForewordStep,
  authentication: AuthenticationStep,
  personalData: PersonalDataStep,
  validation: ValidationStep,
  confirmation: ConfirmationStep,
  confirmed: ConfirmedStep,
};

function StepProgress({ type, step }: { type: SignupType; step: AccountStep }) {
  const { t } = useTranslation('signup');
  const steps = STEPS_OF[type];
  const index = steps.indexOf(step);
  const name = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // Each step is a page of its own: the keyboard's focus starts at its name, the next Tab reaches its content.
    name.current?.focus();
  }, [step]);
  return (
    <div className={styles.progress}>
      <ol className={styles.bars} aria-hidden="true">
        {steps.map((s, i) => (
          <li key={s} className={i <= index ? styles.reached : undefined} />
        ))}
      </ol>
      <p ref={name} tabIndex={-1} className={styles.stepName}>
        {t('steps.current', { n: index + 1, total: steps.length, name: t(`steps.${step}`) })}
      </p>
    </div>
  );
}

/** /signup and /validate-account: the step the tab's machine is at (the routes keep the address on it). */
function AccountWizard({ type }: { type: SignupType }) {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const actor = accountWizard(type);
  const step = useSelector(actor, (snapshot) => snapshot.value as AccountStep);
  const context = useSelector(actor, (snapshot) => snapshot.context as AccountWizardContext);
  const go: StepProps['go'] = (event) => {
    actor.send(event);
    void navigate({ href: accountStepPath(type, currentStep(actor)) });
  };
  const Step = STEP_COMPONENTS[step];
  return (
    <PublicPage title={t(`title.${type}`)}>
      <StepProgress type={type} step={step} />
      <Step type={type} context={context} actor={actor} go={go} />
    </PublicPage>
  );
}

export const SignupScreen = () => <AccountWizard type="create" />;
export const ValidateAccountScreen = () => <AccountWizard type="validate" />;
