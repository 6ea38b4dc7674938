DROP INDEX "scheduled_events_kind_dossier_idx";--> statement-breakpoint
DROP INDEX "scheduled_events_due_idx";--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "dates_alerte" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_events" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "dossiers_beneficiaire_nom_trgm_idx" ON "dossiers" USING gin ("beneficiaire_nom" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dossiers_prestataire_nom_trgm_idx" ON "dossiers" USING gin ("prestataire_nom" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_events_kind_dossier_due_idx" ON "scheduled_events" USING btree ("kind","dossier_id","due_at");--> statement-breakpoint
CREATE INDEX "scheduled_events_next_idx" ON "scheduled_events" USING btree (coalesce("retry_at", "due_at")) WHERE "scheduled_events"."fired_at" is null;