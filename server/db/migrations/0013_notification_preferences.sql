ALTER TABLE "contacts" ADD COLUMN "notifications_desactivees" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kind" text;--> statement-breakpoint
CREATE INDEX "outbox_contact_idx" ON "outbox" USING btree ("contact_id","created_at");