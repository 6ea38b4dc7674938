ALTER TABLE "contacts" ADD COLUMN "telephone" text;--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ((lower(nom || ' ' || prenom || ' ' || email || ' ' || nom_utilisateur)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_nom_idx" ON "contacts" USING btree (lower("nom"),lower("prenom"),"id");--> statement-breakpoint
CREATE INDEX "contacts_prenom_idx" ON "contacts" USING btree (lower("prenom"),lower("nom"),"id");--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_nationalite_idx" ON "contacts" USING btree (coalesce(nationalite, 'BE'));--> statement-breakpoint
CREATE INDEX "x_contacts_organisation_idx" ON "x_contacts" USING btree ("organisation_id","contact_id");