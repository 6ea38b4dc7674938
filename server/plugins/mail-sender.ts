import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { deliverDueMail, type MailDelivery } from '../services/mail/sender';

/**
 * Sends the outbox through the mail server of SMTP_URL (nodemailer), or to the development mailbox when the server
 * runs one, at start and every MAIL_ROUND_SECONDS (15). Without either the messages stay queued (the e-mail history
 * shows them): nothing is lost, nothing sent.
 */
export function registerMailSender(app: FastifyInstance) {
  const { mailFrom, mailRoundSeconds } = app.ctx.config;
  const smtpUrl = app.ctx.config.smtpUrl ?? app.ctx.devMailbox?.smtpUrl;
  if (!smtpUrl) return;
  const delivery: MailDelivery = { transport: nodemailer.createTransport(smtpUrl), from: mailFrom };
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  const run = () => {
    round = round.then(() => deliverDueMail(app.ctx.db, delivery)).catch((error: unknown) => app.log.error({ err: error }, "envoi des e-mails impossible"));
    return round;
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), mailRoundSeconds * 1000);
    timer.unref();
    void run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
