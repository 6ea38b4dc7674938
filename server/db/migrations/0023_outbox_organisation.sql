ALTER TABLE "outbox" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_organisation_idx" ON "outbox" USING btree ("organisation_id","created_at");