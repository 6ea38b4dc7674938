import type { MailText } from './mail-text';

/* The e-mails of the labellisation requests (README, Labellisation): to the provider's Authorities. */

/** What the administration asked or decided on a request: the event it sent, and the text that came with it. */
export type LabellisationDecision = 'OPEN_DRC' | 'VALIDATE' | 'REFUSE' | 'CLOSE_WITHOUT_FOLLOW_UP';

const OUTCOME: Record<LabellisationDecision, { subject: string; sentence: string; next: string }> = {
  OPEN_DRC: {
    subject: 'Renseignements demandés',
    sentence: "L'administration demande des renseignements complémentaires sur la demande de labellisation {{reference}}.",
    next: 'Répondez depuis la demande, dans « Dossiers label » sur la plateforme : elle reprendra alors son examen.',
  },
  VALIDATE: {
    subject: 'Demande validée',
    sentence: 'La demande de labellisation {{reference}} a été validée : le label est accordé.',
    next: 'Retrouvez vos labels et leur date d’expiration dans « Dossiers label » sur la plateforme.',
  },
  REFUSE: {
    subject: 'Demande refusée',
    sentence: "La demande de labellisation {{reference}} a été refusée par l'administration.",
    next: 'Vous pouvez introduire une nouvelle demande depuis « Dossiers label » sur la plateforme.',
  },
  CLOSE_WITHOUT_FOLLOW_UP: {
    subject: 'Demande clôturée sans suite',
    sentence: "La demande de labellisation {{reference}} a été clôturée sans suite par l'administration.",
    next: 'Vous pouvez introduire une nouvelle demande depuis « Dossiers label » sur la plateforme.',
  },
};

export function labellisationDecisionNotice(reference: string, decision: LabellisationDecision, text: string | null): MailText {
  const { subject, sentence, next } = OUTCOME[decision];
  const label = decision === 'OPEN_DRC' ? 'Question' : 'Motif';
  return {
    subject: `${subject} : ${reference}`,
    body: `Bonjour,\n\n${sentence.replace('{{reference}}', reference)}${text ? `\n${label} : ${text}` : ''}\n\n${next}`,
  };
}

/** To the administration's contact who asked for information on a request: the provider's answer, in its words. */
export const labellisationDrcAnsweredNotice = (reference: string, answer: string | null): MailText => ({
  subject: `Renseignements complétés : ${reference}`,
  body: `Bonjour,\n\nLe prestataire a répondu à votre demande de renseignements sur la demande de labellisation ${reference}, qui reprend son examen.${answer ? `\nRéponse : ${answer}` : ''}\n\nRetrouvez la demande et ses pièces dans le bureau de labellisation sur la plateforme.`,
});
