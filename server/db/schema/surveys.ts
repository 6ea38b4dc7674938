import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { SurveyQuestionKey } from '../../../domain/survey';
import { dossiers } from './dossiers';

/**
 * The satisfaction survey of a settled dossier (README, Satisfaction survey): created by the status machine's
 * `sendSatisfactionSurvey` on SETTLE, one per dossier, its e-mailed link's random token kept only as its SHA-256.
 * Answered once: `answered_at` and the answer are written together by one conditional update.
 */
export const satisfactionSurveys = pgTable(
  'satisfaction_surveys',
  {
    id: serial('id').primaryKey(),
    dossierId: integer('dossier_id')
      .notNull()
      .unique()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** One yes (true) or no (false) per question of domain/survey.ts. */
    reponses: jsonb('reponses').$type<Record<SurveyQuestionKey, boolean>>(),
    note: smallint('note'),
    commentaire: text('commentaire'),
  },
  (t) => [
    // The managers' list: the answered ones, newest first.
    index('satisfaction_surveys_answered_idx').on(t.answeredAt.desc(), t.id.desc()).where(sql`${t.answeredAt} is not null`),
    check('satisfaction_surveys_note_check', sql`${t.note} between 1 and 5`),
    check('satisfaction_surveys_answer_check', sql`(${t.answeredAt} is null) = (${t.reponses} is null and ${t.note} is null)`),
  ],
);
