/**
 * The catalogue of every e-mail the platform sends, in French, written apart from the code that queues them
 * (README, E-mails). Each template takes plain values and gives a subject and a body; the services choose the
 * recipients and queue the text in the outbox (../enqueue.ts). A new message is added here, with its sample in
 * test/server/mail-templates.test.ts.
 */
export { accountLinkMail, passwordResetMail } from './account';
export {
  beneficiaryMessageNotice,
  deadlineAlertNotice,
  informationCompletedNotice,
  informationRequestedNotice,
  providerChosenNotice,
  reportToValidateNotice,
  satisfactionSurveyNotice,
  tacitAdmissibilityNotice,
} from './dossier';
export { labellisationDecisionNotice, labellisationDrcAnsweredNotice } from './labellisation';
export { linkDecidedNotice, linkRequestedNotice } from './links';
export type { MailText } from './mail-text';
