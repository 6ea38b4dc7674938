CREATE TABLE "contact_link_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"decided_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_status" integer NOT NULL,
	"to_status" integer NOT NULL,
	"event" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "contact_link_history" ADD CONSTRAINT "contact_link_history_link_id_x_contacts_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."x_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_link_history" ADD CONSTRAINT "contact_link_history_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_link_history" ADD CONSTRAINT "contact_link_history_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_link_history" ADD CONSTRAINT "contact_link_history_decided_by_contacts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_link_history_link_idx" ON "contact_link_history" USING btree ("link_id");