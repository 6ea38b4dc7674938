CREATE TABLE "registre_entreprises" (
	"numero_bce" text PRIMARY KEY NOT NULL,
	"denomination" text NOT NULL,
	"forme_juridique" text,
	"codes_nace" text[] DEFAULT '{}' NOT NULL,
	"date_creation" date,
	"actif" boolean DEFAULT true NOT NULL,
	"siege_social" jsonb NOT NULL,
	"unites_etablissement" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "types_aide" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"libelle" text NOT NULL,
	"plateforme_id" integer NOT NULL,
	"taux_intervention_publique" numeric(5, 2) NOT NULL,
	"montant_maximum_par_dossier" numeric(12, 2),
	"description" text NOT NULL,
	"actif" boolean DEFAULT true NOT NULL,
	CONSTRAINT "types_aide_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "types_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"libelle" text NOT NULL,
	"contexte" text NOT NULL,
	"obligatoire" boolean DEFAULT false NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "types_document_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "contact_competences" (
	"contact_id" integer NOT NULL,
	"competence_id" integer NOT NULL,
	CONSTRAINT "contact_competences_contact_id_competence_id_pk" PRIMARY KEY("contact_id","competence_id")
);
--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "justificatif_document_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_competences" ADD CONSTRAINT "contact_competences_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_competences" ADD CONSTRAINT "contact_competences_competence_id_competences_id_fk" FOREIGN KEY ("competence_id") REFERENCES "public"."competences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_type_aide_id_types_aide_id_fk" FOREIGN KEY ("type_aide_id") REFERENCES "public"."types_aide"("id") ON DELETE no action ON UPDATE no action;