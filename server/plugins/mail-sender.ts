import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { MAIL_QUEUED_CHANNEL } from '../services/mail/enqueue';
import { deliverDueMail, type MailDelivery } from '../services/mail/sender';
import { registerOutboxRounds } from './outbox-rounds';

/**
 * Sends the outbox through the mail server of SMTP_URL (nodemailer), or to the development mailbox when the server
 * runs one: at once when a transaction queues messages (the database's notice on MAIL_QUEUED_CHANNEL, in every
 * process sharing it), and every MAIL_ROUND_SECONDS (15) for retries and for a notice missed. Without either the
 * messages stay queued (the e-mail history shows them): nothing is lost, nothing sent.
 */
export function registerMailSender(app: FastifyInstance, database: Pick<Database, 'listen'>) {
  const { mailFrom, mailRoundSeconds } = app.ctx.config;
  const smtpUrl = app.ctx.config.smtpUrl ?? app.ctx.devMailbox?.smtpUrl;
  if (!smtpUrl) return;
  const delivery: MailDelivery = { transport: nodemailer.createTransport(smtpUrl), from: mailFrom };
  registerOutboxRounds(app, database, {
    channel: MAIL_QUEUED_CHANNEL,
    roundSeconds: mailRoundSeconds,
    deliver: () => deliverDueMail(app.ctx.db, delivery),
    failure: 'envoi des e-mails impossible',
  });
}
