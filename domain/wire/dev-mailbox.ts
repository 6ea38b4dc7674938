/** A message the development mailbox received (GET /dev/mailbox): what a person would read in their mail client. */
export interface DevMailboxMessage {
  id: number;
  receivedAt: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Where the browser app shows the development mailbox (README, Development mailbox). */
export const DEV_MAILBOX_PATH = '/dev/boite-mail';
