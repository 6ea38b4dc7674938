CREATE TABLE "avis_labellisation" (
	"id" serial PRIMARY KEY NOT NULL,
	"demande_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"droit_id" integer NOT NULL,
	"avis" integer NOT NULL,
	"commentaire" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demande_labellisation_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"demande_id" integer NOT NULL,
	"contact_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_statut" integer,
	"to_statut" integer NOT NULL,
	"event" text NOT NULL,
	"texte" text
);
--> statement-breakpoint
CREATE TABLE "demandes_labellisation" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"organisation_id" integer NOT NULL,
	"type" integer NOT NULL,
	"thematique_id" integer,
	"statut" integer NOT NULL,
	"decision" integer,
	"type_renouvellement" integer,
	"label_id" integer,
	"commentaire" text,
	"groupe_id" integer,
	"soumise_le" timestamp with time zone,
	"traitee_le" timestamp with time zone,
	"cree_par" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demandes_labellisation_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "groupes_soumission" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"soumis_par" integer,
	"soumis_le" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"label_id" integer NOT NULL,
	"contact_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_statut" integer,
	"to_statut" integer NOT NULL,
	"event" text NOT NULL,
	"texte" text,
	"expire_le" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"type" integer NOT NULL,
	"thematique_id" integer,
	"statut" integer NOT NULL,
	"accorde_le" date NOT NULL,
	"expire_le" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thematiques" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"libelle" text NOT NULL,
	"contexte_restreint" boolean DEFAULT false NOT NULL,
	CONSTRAINT "thematiques_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "avis_labellisation" ADD CONSTRAINT "avis_labellisation_demande_id_demandes_labellisation_id_fk" FOREIGN KEY ("demande_id") REFERENCES "public"."demandes_labellisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avis_labellisation" ADD CONSTRAINT "avis_labellisation_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_labellisation_history" ADD CONSTRAINT "demande_labellisation_history_demande_id_demandes_labellisation_id_fk" FOREIGN KEY ("demande_id") REFERENCES "public"."demandes_labellisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_labellisation_history" ADD CONSTRAINT "demande_labellisation_history_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demandes_labellisation" ADD CONSTRAINT "demandes_labellisation_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demandes_labellisation" ADD CONSTRAINT "demandes_labellisation_thematique_id_thematiques_id_fk" FOREIGN KEY ("thematique_id") REFERENCES "public"."thematiques"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demandes_labellisation" ADD CONSTRAINT "demandes_labellisation_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demandes_labellisation" ADD CONSTRAINT "demandes_labellisation_groupe_id_groupes_soumission_id_fk" FOREIGN KEY ("groupe_id") REFERENCES "public"."groupes_soumission"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demandes_labellisation" ADD CONSTRAINT "demandes_labellisation_cree_par_contacts_id_fk" FOREIGN KEY ("cree_par") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupes_soumission" ADD CONSTRAINT "groupes_soumission_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupes_soumission" ADD CONSTRAINT "groupes_soumission_soumis_par_contacts_id_fk" FOREIGN KEY ("soumis_par") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_history" ADD CONSTRAINT "label_history_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_history" ADD CONSTRAINT "label_history_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_thematique_id_thematiques_id_fk" FOREIGN KEY ("thematique_id") REFERENCES "public"."thematiques"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avis_labellisation_demande_contact_idx" ON "avis_labellisation" USING btree ("demande_id","contact_id");--> statement-breakpoint
CREATE INDEX "demande_labellisation_history_demande_idx" ON "demande_labellisation_history" USING btree ("demande_id");--> statement-breakpoint
CREATE INDEX "demandes_labellisation_organisation_idx" ON "demandes_labellisation" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE INDEX "demandes_labellisation_statut_idx" ON "demandes_labellisation" USING btree ("statut","id");--> statement-breakpoint
CREATE INDEX "label_history_label_idx" ON "label_history" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "labels_organisation_idx" ON "labels" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "labels_expiry_idx" ON "labels" USING btree ("expire_le") WHERE "labels"."statut" <> 3;