CREATE TABLE "contact_droits" (
	"contact_id" integer NOT NULL,
	"droit_id" integer NOT NULL,
	CONSTRAINT "contact_droits_contact_id_droit_id_pk" PRIMARY KEY("contact_id","droit_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nom_utilisateur" text NOT NULL,
	"prenom" text NOT NULL,
	"nom" text NOT NULL,
	"adresse_id" integer,
	"profil_linkedin" text,
	"reception_email" boolean DEFAULT true NOT NULL,
	"beneficiaire_id" integer,
	"photo_empreinte_id" integer,
	"wp_connector_disabled" boolean DEFAULT false NOT NULL,
	"nationalite" text,
	"type_document_identite" text,
	"numero_document_identite" text,
	"numero_identification" text,
	"visible_annuaire" boolean DEFAULT false NOT NULL,
	"compte_valide" boolean DEFAULT false NOT NULL,
	"type_authentification" text,
	"password_hash" text,
	"porteur_projet_actif" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_adresse" integer NOT NULL,
	"nom" text,
	"rue" text NOT NULL,
	"numero" text NOT NULL,
	"boite" text,
	"code_postal" text NOT NULL,
	"localite" text NOT NULL,
	"pays" text DEFAULT 'BE' NOT NULL,
	"source" text DEFAULT 'manuelle' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_organisation_id" integer NOT NULL,
	"sous_type_organisation_id" integer,
	"numero_bce" text,
	"numero_identification" text,
	"numero_registre_national" text,
	"nom_long" text NOT NULL,
	"nom_court" text,
	"forme_juridique" text,
	"codes_nace" text[] DEFAULT '{}' NOT NULL,
	"type_pme" integer,
	"pme_date_creation" date,
	"pme_chiffre_affaire" numeric(14, 2),
	"pme_nombre_employe" numeric(8, 2),
	"finalite_projet" text,
	"remarques" text,
	"etranger" boolean DEFAULT false NOT NULL,
	"iban" text,
	"titulaire_iban" text,
	"pays_iban" text,
	"description_iban" text,
	"denomination_commerciale_longue" text,
	"site_web" text,
	"profil_linkedin" text,
	"mail_contact" text,
	"actif" boolean DEFAULT true NOT NULL,
	"plateforme_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "x_adresses" (
	"organisation_id" integer NOT NULL,
	"adresse_id" integer NOT NULL,
	"actif" boolean DEFAULT true NOT NULL,
	CONSTRAINT "x_adresses_organisation_id_adresse_id_pk" PRIMARY KEY("organisation_id","adresse_id")
);
--> statement-breakpoint
CREATE TABLE "x_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"type_contact_id" integer NOT NULL,
	"type_organisation_id" integer NOT NULL,
	"validation_status" integer DEFAULT 0 NOT NULL,
	"actif" boolean DEFAULT true NOT NULL,
	"fonction" text,
	"telephone" text,
	"email" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competences" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"libelle" text NOT NULL,
	"plateforme_id" integer NOT NULL,
	CONSTRAINT "competences_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dossier_competences" (
	"dossier_id" integer NOT NULL,
	"competence_id" integer NOT NULL,
	"pourcentage" integer NOT NULL,
	CONSTRAINT "dossier_competences_dossier_id_competence_id_pk" PRIMARY KEY("dossier_id","competence_id")
);
--> statement-breakpoint
CREATE TABLE "dossier_contacts" (
	"dossier_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"type_organisation_id" integer NOT NULL,
	"type_contact_id" integer NOT NULL,
	CONSTRAINT "dossier_contacts_dossier_id_contact_id_type_organisation_id_type_contact_id_pk" PRIMARY KEY("dossier_id","contact_id","type_organisation_id","type_contact_id")
);
--> statement-breakpoint
CREATE TABLE "dossier_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"contact_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_statut" integer,
	"to_statut" integer NOT NULL,
	"event" text NOT NULL,
	"justification" text
);
--> statement-breakpoint
CREATE TABLE "dossiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"numero_interne" text,
	"plateforme_id" integer NOT NULL,
	"statut_dossier_id" integer NOT NULL,
	"etape_encodage" integer NOT NULL,
	"type_aide_id" integer,
	"beneficiaire_id" integer,
	"unite_etablissement_id" integer,
	"prestataire_id" integer,
	"gestionnaire_id" integer,
	"titre" text,
	"objectif_general" text,
	"valeur_ajoutee" text,
	"date_debut_estimee" date,
	"date_fin_estimee" date,
	"planning" text,
	"nombre_jours" numeric(6, 1),
	"sous_traitants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"montant_total" numeric(12, 2),
	"montant_cheque" numeric(12, 2),
	"quote_part_beneficiaire" numeric(12, 2),
	"intervention_publique" numeric(12, 2),
	"taux" numeric(5, 2),
	"dossier_prealable_id" integer,
	"codes_nace_supplementaires" text[] DEFAULT '{}' NOT NULL,
	"date_echeance" date,
	"ancienne_plateforme" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "dossiers_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer,
	"organisation_id" integer,
	"nom" text NOT NULL,
	"type_document_id" integer NOT NULL,
	"mime" text NOT NULL,
	"taille" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_name" text NOT NULL,
	"statut" integer NOT NULL,
	"signe_electroniquement" boolean DEFAULT false NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_name_unique" UNIQUE("storage_name")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"contact_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" integer NOT NULL,
	"droit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refresh_until" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contact_droits" ADD CONSTRAINT "contact_droits_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_adresse_id_addresses_id_fk" FOREIGN KEY ("adresse_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x_adresses" ADD CONSTRAINT "x_adresses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x_adresses" ADD CONSTRAINT "x_adresses_adresse_id_addresses_id_fk" FOREIGN KEY ("adresse_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x_contacts" ADD CONSTRAINT "x_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x_contacts" ADD CONSTRAINT "x_contacts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_competences" ADD CONSTRAINT "dossier_competences_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_competences" ADD CONSTRAINT "dossier_competences_competence_id_competences_id_fk" FOREIGN KEY ("competence_id") REFERENCES "public"."competences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_contacts" ADD CONSTRAINT "dossier_contacts_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_contacts" ADD CONSTRAINT "dossier_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_history" ADD CONSTRAINT "dossier_history_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossier_history" ADD CONSTRAINT "dossier_history_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_beneficiaire_id_organisations_id_fk" FOREIGN KEY ("beneficiaire_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_unite_etablissement_id_addresses_id_fk" FOREIGN KEY ("unite_etablissement_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_prestataire_id_organisations_id_fk" FOREIGN KEY ("prestataire_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_gestionnaire_id_contacts_id_fk" FOREIGN KEY ("gestionnaire_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_created_by_contacts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_contacts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_email_unique" ON "contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_login_unique" ON "contacts" USING btree (lower("nom_utilisateur"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_identification_unique" ON "contacts" USING btree ("numero_identification");--> statement-breakpoint
CREATE UNIQUE INDEX "x_contacts_unique" ON "x_contacts" USING btree ("contact_id","organisation_id","type_contact_id");--> statement-breakpoint
CREATE INDEX "dossier_history_dossier_idx" ON "dossier_history" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "dossiers_beneficiaire_idx" ON "dossiers" USING btree ("beneficiaire_id");--> statement-breakpoint
CREATE INDEX "dossiers_prestataire_idx" ON "dossiers" USING btree ("prestataire_id");--> statement-breakpoint
CREATE INDEX "dossiers_created_idx" ON "dossiers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "documents_dossier_idx" ON "documents" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "login_failures_login_idx" ON "login_failures" USING btree ("login","at");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address","at");