import { competenceRequestMachine } from './competenceRequest.machine';
import { contactLinkMachine } from './contactLink.machine';
import { documentMachine } from './document.machine';
import { dossierStatusMachine } from './dossierStatus.machine';
import { drcAnswerMachine } from './drcAnswer.machine';
import { expertCompetenceMachine } from './expertCompetence.machine';
import { idleLogoutMachine } from './idleLogout.machine';
import { initiationWizardMachine } from './initiationWizard.machine';
import { managerWorkflowMachine } from './managerWorkflow.machine';
import { introductionWizardMachine } from './introductionWizard.machine';
import { labelMachine } from './label.machine';
import { labellisationDrcMachine } from './labellisationDrc.machine';
import { labellisationRequestMachine } from './labellisationRequest.machine';
import { organisationWizardMachine } from './organisationWizard.machine';
import { recognitionRequestMachine } from './recognitionRequest.machine';
import { requestCompletionMachine } from './requestCompletion.machine';
import { requestSubmissionMachine } from './requestSubmission.machine';
import { resetPasswordMachine } from './resetPassword.machine';
import { serviceReportMachine } from './serviceReport.machine';
import { sessionMachine } from './session.machine';
import { signupMachine } from './signup.machine';
import { submissionGroupMachine } from './submissionGroup.machine';
import { validateAccountMachine } from './validateAccount.machine';

/**
 * Every statechart of the product. model-tests/ walks each one and fails to compile until a new
 * machine has its event fixtures there.
 */
export const machines = {
  session: sessionMachine,
  idleLogout: idleLogoutMachine,
  dossierStatus: dossierStatusMachine,
  introductionWizard: introductionWizardMachine,
  initiationWizard: initiationWizardMachine,
  contactLink: contactLinkMachine,
  organisationWizard: organisationWizardMachine,
  signup: signupMachine,
  validateAccount: validateAccountMachine,
  drcAnswer: drcAnswerMachine,
  resetPassword: resetPasswordMachine,
  serviceReport: serviceReportMachine,
  managerWorkflow: managerWorkflowMachine,
  labellisationRequest: labellisationRequestMachine,
  submissionGroup: submissionGroupMachine,
  label: labelMachine,
  requestCompletion: requestCompletionMachine,
  labellisationDrc: labellisationDrcMachine,
  expertCompetence: expertCompetenceMachine,
  competenceRequest: competenceRequestMachine,
  document: documentMachine,
  recognitionRequest: recognitionRequestMachine,
  requestSubmission: requestSubmissionMachine,
} as const;

export type MachineName = keyof typeof machines;
