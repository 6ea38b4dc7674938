import { describe, expect, it } from 'vitest';
import * as catalogue from '../../server/services/mail/templates';
import type { MailText } from '../../server/services/mail/templates';

const LINK = 'https://cheques.example/app/reset-password/validation?token=abc';

/** One rendering per template of the catalogue: a template without one does not compile. */
const SAMPLES: Record<keyof typeof catalogue, () => MailText[]> = {
  accountLinkMail: () => [catalogue.accountLinkMail('create', LINK, 'Anne'), catalogue.accountLinkMail('validate', LINK, 'Anne')],
  passwordResetMail: () => [catalogue.passwordResetMail(LINK, 60)],
  providerChosenNotice: () => [catalogue.providerChosenNotice('CE-2026-0001')],
  beneficiaryMessageNotice: () => [catalogue.beneficiaryMessageNotice('CE-2026-0001', 'Pouvez-vous commencer en mars ?')],
  informationRequestedNotice: () => [catalogue.informationRequestedNotice('CE-2026-0001', 'Le devis signé manque.'), catalogue.informationRequestedNotice('CE-2026-0001', null)],
  informationCompletedNotice: () => [catalogue.informationCompletedNotice('CE-2026-0001')],
  reportToValidateNotice: () => [catalogue.reportToValidateNotice('CE-2026-0001')],
  tacitAdmissibilityNotice: () => [catalogue.tacitAdmissibilityNotice('CE-2026-0001')],
  satisfactionSurveyNotice: () => [
    catalogue.satisfactionSurveyNotice('CE-2026-0001', 'Conseil & Transition SRL', 'https://plateforme.example/app/survey/abc'),
    catalogue.satisfactionSurveyNotice('CE-2026-0001', null, 'https://plateforme.example/app/survey/abc'),
  ],
  deadlineAlertNotice: () => [
    catalogue.deadlineAlertNotice('CE-2026-0001', 'admissibilityDeadline', '2026-12-04', 2),
    catalogue.deadlineAlertNotice('CE-2026-0001', 'reportValidationDeadline', '2026-12-04', 1),
    catalogue.deadlineAlertNotice('CE-2026-0001', 'reportCheckDeadline', '2026-12-04', 0),
  ],
  labellisationDecisionNotice: () => [
    catalogue.labellisationDecisionNotice('LAB-2026-000012', 'OPEN_DRC', 'Joignez deux références.'),
    catalogue.labellisationDecisionNotice('LAB-2026-000012', 'VALIDATE', null),
    catalogue.labellisationDecisionNotice('LAB-2026-000012', 'REFUSE', 'Expérience insuffisante.'),
    catalogue.labellisationDecisionNotice('LAB-2026-000012', 'CLOSE_WITHOUT_FOLLOW_UP', 'Sans réponse.'),
  ],
  labellisationDrcAnsweredNotice: () => [catalogue.labellisationDrcAnsweredNotice('LAB-2026-000012', 'Voici nos deux références.')],
  linkRequestedNotice: () => [catalogue.linkRequestedNotice({ prenom: 'Hugo', nom: 'Martin', organisationNom: 'Conseil SA', typeLabel: 'Référence' })],
  linkDecidedNotice: () => [
    catalogue.linkDecidedNotice({ prenom: 'Hugo', nom: 'Martin', organisationNom: 'Conseil SA', typeLabel: 'Référence' }, true, null),
    catalogue.linkDecidedNotice({ prenom: 'Hugo', nom: 'Martin', organisationNom: 'Conseil SA', typeLabel: 'Référence' }, false, 'Inconnu chez nous'),
  ],
};

describe('the e-mail catalogue', () => {
  const rendered = Object.entries(SAMPLES).flatMap(([name, render]) => render().map((mail) => [name, mail] as const));

  it.each(rendered)('%s: a French subject and a greeting, every value filled in', (_name, mail) => {
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.subject).not.toContain('\n');
    expect(mail.body).toMatch(/^Bonjour\b/);
    expect(`${mail.subject}\n${mail.body}`).not.toMatch(/undefined|null|NaN|\[object |\$\{/);
  });

  it('says what is asked, and carries the link and the values given', () => {
    expect(catalogue.passwordResetMail(LINK, 60).body).toContain(`${LINK}\n`);
    expect(catalogue.passwordResetMail(LINK, 60).body).toContain('valable 60 minutes');
    expect(catalogue.accountLinkMail('create', LINK, 'Anne').body).toContain('valable 2 jours');
    expect(catalogue.accountLinkMail('validate', LINK, 'Anne').body).toContain('valable 7 jours');
    expect(catalogue.beneficiaryMessageNotice('CE-1', 'Mars ?').body).toContain('\n\nMars ?');
    expect(catalogue.deadlineAlertNotice('CE-1', 'reportCheckDeadline', '2026-12-04', 0).body).toContain("dernier jour le 04/12/2026, c'est aujourd'hui");
    expect(catalogue.deadlineAlertNotice('CE-1', 'reportCheckDeadline', '2026-12-04', 2).body).toContain('dans 2 jours ouvrables');
    expect(catalogue.linkDecidedNotice({ prenom: 'H', nom: 'M', organisationNom: 'O', typeLabel: 'Expert' }, false, 'Inconnu').body).toContain('Raison : Inconnu');
  });
});
