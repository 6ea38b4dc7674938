import { formatDate } from '../../../../domain/format';
import type { DeadlineKind } from '../../../../machines/dossierStatus.state';
import type { MailText } from './mail-text';

/*
 * The e-mails about a dossier: its status changes (machines/dossierStatus.machine.ts, its notify* actions), the
 * wizards' messages between the parties, and the deadlines' alerts.
 */

/** To the chosen provider's Authorities: a beneficiary initiated a dossier and sent it to them to complete. */
export const providerChosenNotice = (reference: string): MailText => ({
  subject: `Dossier ${reference} : un bénéficiaire vous a choisi comme prestataire`,
  body: [
    'Bonjour,',
    '',
    `Un bénéficiaire a initié le dossier ${reference} et vous l'a transmis. Complétez-le dans l'introduction de dossier de la plateforme.`,
  ].join('\n'),
});

/** To the provider's Authorities: the beneficiary writes to them about the dossier, in its words. */
export const beneficiaryMessageNotice = (reference: string, message: string): MailText => ({
  subject: `Dossier ${reference} : message du bénéficiaire`,
  body: ['Bonjour,', '', `Le bénéficiaire du dossier ${reference} vous écrit :`, '', message].join('\n'),
});

/** To the manager: the provider answered its request for information. */
export const informationCompletedNotice = (reference: string): MailText => ({
  subject: `Dossier ${reference} : informations complétées`,
  body: ['Bonjour,', '', `Les informations demandées pour le dossier ${reference} ont été complétées. Le dossier attend votre examen.`].join('\n'),
});

/** To the provider's contacts assigned to the dossier: the administration asks for information, in its words. */
export const informationRequestedNotice = (reference: string, question: string | null): MailText => ({
  subject: `Dossier ${reference} : informations complémentaires demandées`,
  body: [
    'Bonjour,',
    '',
    `L'administration demande des informations complémentaires sur le dossier ${reference}${question ? ' :' : '.'}`,
    ...(question ? ['', question] : []),
    '',
    'Répondez-lui depuis le dossier sur la plateforme (action « Répondre »). Le dossier attend votre réponse pour reprendre son examen.',
  ].join('\n'),
});

/** To the beneficiary's Authorities: the provider submitted the service report, which waits for their decision. */
export const reportToValidateNotice = (reference: string): MailText => ({
  subject: `Dossier ${reference} : rapport de prestation à valider`,
  body: [
    'Bonjour,',
    '',
    `Le prestataire a soumis le rapport de prestation du dossier ${reference}.`,
    'Validez-le ou refusez-le depuis le dossier sur la plateforme. Sans réaction de votre part dans le délai indiqué, il sera rejeté automatiquement.',
  ].join('\n'),
});

/** To the beneficiary's Authorities and the provider's assigned contacts: the administration let the admissibility deadline pass. */
export const tacitAdmissibilityNotice = (reference: string): MailText => ({
  subject: `Dossier ${reference} : demande recevable`,
  body: [
    'Bonjour,',
    '',
    `L'administration n'a pas décidé de la recevabilité du dossier ${reference} dans le délai légal : la demande est recevable tacitement.`,
    'Le bénéficiaire peut maintenant payer sa quote-part ; la prestation commence une fois ce paiement enregistré.',
  ].join('\n'),
});

/** What each legal deadline asks, and of whom (server/services/calendar/legal-deadlines.ts). */
const DEADLINE_ASKS: Record<DeadlineKind, string> = {
  admissibilityDeadline: "La décision sur la recevabilité de la demande est attendue ; sans décision, la demande sera recevable tacitement.",
  reportValidationDeadline: 'Votre décision sur le rapport de prestation est attendue ; sans réaction, le rapport sera rejeté automatiquement.',
  reportCheckDeadline: 'Le contrôle du rapport de prestation est attendu.',
};

/** Before a deadline falls, to whoever must act: the deadline's last day, in words and in working days left. */
export const deadlineAlertNotice = (reference: string, kind: DeadlineKind, lastDay: string, workingDaysLeft: number): MailText => ({
  subject: `Dossier ${reference} : échéance le ${formatDate(lastDay)}`,
  body: [
    'Bonjour,',
    '',
    DEADLINE_ASKS[kind],
    `Dossier ${reference} : dernier jour le ${formatDate(lastDay)}, ${workingDaysLeft === 0 ? "c'est aujourd'hui" : `dans ${workingDaysLeft} jour${workingDaysLeft > 1 ? 's' : ''} ouvrable${workingDaysLeft > 1 ? 's' : ''}`}.`,
  ].join('\n'),
});

/** To the beneficiary's Authorities once the dossier is settled: the link of its satisfaction survey, which answers once. */
export const satisfactionSurveyNotice = (reference: string, prestataire: string | null, link: string): MailText => ({
  subject: `Dossier ${reference} : votre avis sur la prestation`,
  body: [
    'Bonjour,',
    '',
    `Le dossier ${reference} est liquidé : le chèque ${prestataire ? `de la prestation de ${prestataire} ` : ''}a été payé.`,
    "Pour nous aider à améliorer le dispositif, répondez à quelques questions par oui ou par non, donnez une note et, si vous le souhaitez, un commentaire. Cela prend une minute, sans vous connecter :",
    '',
    link,
    '',
    "Ce lien est personnel : l'enquête accepte une seule réponse par dossier.",
  ].join('\n'),
});
