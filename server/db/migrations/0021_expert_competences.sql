CREATE TABLE "contact_competence_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"competence_id" integer NOT NULL,
	"auteur_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_statut" integer,
	"to_statut" integer NOT NULL,
	"event" text NOT NULL,
	"texte" text,
	"expire_le" date
);
--> statement-breakpoint
CREATE TABLE "demande_competences" (
	"demande_id" integer NOT NULL,
	"competence_id" integer NOT NULL,
	CONSTRAINT "demande_competences_demande_id_competence_id_pk" PRIMARY KEY("demande_id","competence_id")
);
--> statement-breakpoint
ALTER TABLE "competences" ADD COLUMN "thematique_id" integer;--> statement-breakpoint
ALTER TABLE "contact_competences" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "contact_competences" ADD COLUMN "statut" integer DEFAULT 34 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_competences" ADD COLUMN "demande_id" integer;--> statement-breakpoint
ALTER TABLE "contact_competences" ADD COLUMN "accorde_le" date;--> statement-breakpoint
ALTER TABLE "contact_competences" ADD COLUMN "expire_le" date;--> statement-breakpoint
ALTER TABLE "contact_competences" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_competences" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "demande_labellisation_id" integer;--> statement-breakpoint
ALTER TABLE "demandes_labellisation" ADD COLUMN "references" text;--> statement-breakpoint
ALTER TABLE "demandes_labellisation" ADD COLUMN "contact_assigne_id" integer;--> statement-breakpoint
ALTER TABLE "demandes_labellisation" ADD COLUMN "expert_id" integer;--> statement-breakpoint
ALTER TABLE "contact_competence_history" ADD CONSTRAINT "contact_competence_history_auteur_id_contacts_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_competences" ADD CONSTRAINT "demande_competences_demande_id_demandes_labellisation_id_fk" FOREIGN KEY ("demande_id") REFERENCES "public"."demandes_labellisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_competences" ADD CONSTRAINT "demande_competences_competence_id_competences_id_fk" FOREIGN KEY ("competence_id") REFERENCES "public"."competences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_competence_history_idx" ON "contact_competence_history" USING btree ("contact_id","competence_id");--> statement-breakpoint
ALTER TABLE "competences" ADD CONSTRAINT "competences_thematique_id_thematiques_id_fk" FOREIGN KEY ("thematique_id") REFERENCES "public"."thematiques"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_competences" ADD CONSTRAINT "contact_competences_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_competences" ADD CONSTRAINT "contact_competences_demande_id_demandes_labellisation_id_fk" FOREIGN KEY ("demande_id") REFERENCES "public"."demandes_labellisation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_demande_labellisation_id_demandes_labellisation_id_fk" FOREIGN KEY ("demande_labellisation_id") REFERENCES "public"."demandes_labellisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demandes_labellisation" ADD CONSTRAINT "demandes_labellisation_contact_assigne_id_contacts_id_fk" FOREIGN KEY ("contact_assigne_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demandes_labellisation" ADD CONSTRAINT "demandes_labellisation_expert_id_contacts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_competences_organisation_idx" ON "contact_competences" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "contact_competences_expiry_idx" ON "contact_competences" USING btree ("expire_le") WHERE "contact_competences"."statut" = 34;--> statement-breakpoint
CREATE INDEX "documents_demande_labellisation_idx" ON "documents" USING btree ("demande_labellisation_id");--> statement-breakpoint
CREATE INDEX "demandes_labellisation_expert_idx" ON "demandes_labellisation" USING btree ("expert_id","id");