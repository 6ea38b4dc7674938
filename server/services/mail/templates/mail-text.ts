/** An e-mail's French text, as the outbox keeps it and the sender sends it. */
export interface MailText {
  subject: string;
  body: string;
}
