ALTER TABLE "organisations" ADD COLUMN "contacts_commerciaux" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "adresse_commerciale_id" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_adresse_commerciale_id_addresses_id_fk" FOREIGN KEY ("adresse_commerciale_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisations_type_nom_idx" ON "organisations" USING btree ("type_organisation_id","nom_long","id");--> statement-breakpoint
CREATE INDEX "organisations_type_bce_idx" ON "organisations" USING btree ("type_organisation_id","numero_bce","id");--> statement-breakpoint
CREATE INDEX "organisations_nom_trgm_idx" ON "organisations" USING gin ("nom_long" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organisations_bce_trgm_idx" ON "organisations" USING gin ("numero_bce" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organisations_identification_trgm_idx" ON "organisations" USING gin ("numero_identification" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dossiers_beneficiaire_prestataire_idx" ON "dossiers" USING btree ("beneficiaire_id","prestataire_id");