ALTER TABLE "dossiers" ADD COLUMN "quote_part_payee_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "quote_part_remboursee_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "rapport_soumis_le" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "dossiers_statut_idx" ON "dossiers" USING btree ("statut_dossier_id");