/** The French texts of the e-mails a dossier's status changes send (machines/dossierStatus.machine.ts, its notify* actions). */
export interface MailText {
  subject: string;
  body: string;
}

/** To the manager: the provider answered its request for information. */
export const informationCompletedNotice = (reference: string): MailText => ({
  subject: `Dossier ${reference} : informations complétées`,
  body: `Les informations demandées pour le dossier ${reference} ont été complétées. Le dossier attend votre examen.`,
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
