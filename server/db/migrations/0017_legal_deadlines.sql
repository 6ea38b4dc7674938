DROP INDEX "scheduled_events_kind_dossier_idx";--> statement-breakpoint
DROP INDEX "scheduled_events_due_idx";--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "date_alerte" date;--> statement-breakpoint
ALTER TABLE "scheduled_events" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_events_kind_dossier_due_idx" ON "scheduled_events" USING btree ("kind","dossier_id","due_at");--> statement-breakpoint
CREATE INDEX "scheduled_events_next_idx" ON "scheduled_events" USING btree (coalesce("retry_at", "due_at")) WHERE "scheduled_events"."fired_at" is null;