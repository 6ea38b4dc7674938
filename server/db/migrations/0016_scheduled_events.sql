CREATE TABLE "scheduled_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dossier_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_events" ADD CONSTRAINT "scheduled_events_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_events_kind_dossier_idx" ON "scheduled_events" USING btree ("kind","dossier_id");--> statement-breakpoint
CREATE INDEX "scheduled_events_due_idx" ON "scheduled_events" USING btree ("due_at") WHERE "scheduled_events"."fired_at" is null;