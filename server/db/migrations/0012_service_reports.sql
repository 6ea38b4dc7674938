CREATE TABLE "rapports_prestation" (
	"dossier_id" integer PRIMARY KEY NOT NULL,
	"etape" integer NOT NULL,
	"date_debut" date,
	"date_fin" date,
	"taches_livrables" text,
	"contexte" text,
	"type_prestation" text,
	"conclusion" text,
	"motif_annulation" text,
	"numero_facture" text,
	"montant_facture_htva" numeric(12, 2),
	"date_facture" date,
	"facture_document_id" integer,
	"rapport_activite_document_id" integer,
	"decision" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "statut_par" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "statut_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rapports_prestation" ADD CONSTRAINT "rapports_prestation_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rapports_prestation" ADD CONSTRAINT "rapports_prestation_facture_document_id_documents_id_fk" FOREIGN KEY ("facture_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rapports_prestation" ADD CONSTRAINT "rapports_prestation_rapport_activite_document_id_documents_id_fk" FOREIGN KEY ("rapport_activite_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rapports_prestation" ADD CONSTRAINT "rapports_prestation_updated_by_contacts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_statut_par_contacts_id_fk" FOREIGN KEY ("statut_par") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;