import type { MachineName } from '../machines/index';
import { competenceRequestModel } from './competenceRequest.model';
import { contactLinkModel } from './contactLink.model';
import { documentModel } from './document.model';
import { dossierStatusModel } from './dossierStatus.model';
import { drcAnswerModel } from './drcAnswer.model';
import { expertCompetenceModel } from './expertCompetence.model';
import { idleLogoutModel } from './idleLogout.model';
import { initiationWizardModel } from './initiationWizard.model';
import { introductionWizardModel } from './introductionWizard.model';
import { labellisationRequestModel, labelModel, submissionGroupModel } from './labellisation.model';
import { organisationWizardModel } from './organisationWizard.model';
import { recognitionRequestModel } from './recognitionRequest.model';
import { labellisationDrcModel, requestCompletionModel } from './requestCompletion.model';
import { requestSubmissionModel } from './requestSubmission.model';
import { resetPasswordModel } from './resetPassword.model';
import { managerWorkflowModel } from './managerWorkflow.model';
import type { MachineModel } from './model';
import { serviceReportModel } from './serviceReport.model';
import { sessionModel } from './session.model';
import { signupModel, validateAccountModel } from './accountWizard.model';

/** The walk model of every machine of machines/index.ts: a new machine fails compilation until it has one. */
export const models = {
  session: sessionModel,
  idleLogout: idleLogoutModel,
  dossierStatus: dossierStatusModel,
  introductionWizard: introductionWizardModel,
  initiationWizard: initiationWizardModel,
  contactLink: contactLinkModel,
  organisationWizard: organisationWizardModel,
  signup: signupModel,
  validateAccount: validateAccountModel,
  drcAnswer: drcAnswerModel,
  resetPassword: resetPasswordModel,
  serviceReport: serviceReportModel,
  managerWorkflow: managerWorkflowModel,
  labellisationRequest: labellisationRequestModel,
  submissionGroup: submissionGroupModel,
  label: labelModel,
  requestCompletion: requestCompletionModel,
  labellisationDrc: labellisationDrcModel,
  expertCompetence: expertCompetenceModel,
  competenceRequest: competenceRequestModel,
  document: documentModel,
  recognitionRequest: recognitionRequestModel,
  requestSubmission: requestSubmissionModel,
} satisfies Record<MachineName, MachineModel>;
