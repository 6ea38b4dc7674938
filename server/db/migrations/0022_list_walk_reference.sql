DROP INDEX "dossiers_created_idx";--> statement-breakpoint
DROP INDEX "dossiers_statut_idx";--> statement-breakpoint
DROP INDEX "dossiers_echeance_asc_idx";--> statement-breakpoint
DROP INDEX "dossiers_echeance_desc_idx";--> statement-breakpoint
DROP INDEX "dossiers_beneficiaire_nom_asc_idx";--> statement-breakpoint
DROP INDEX "dossiers_beneficiaire_nom_desc_idx";--> statement-breakpoint
DROP INDEX "dossiers_prestataire_idx";--> statement-breakpoint
DROP INDEX "dossiers_prestataire_reference_idx";--> statement-breakpoint
DROP INDEX "dossiers_prestataire_statut_idx";--> statement-breakpoint
DROP INDEX "dossiers_prestataire_echeance_asc_idx";--> statement-breakpoint
DROP INDEX "dossiers_prestataire_echeance_desc_idx";--> statement-breakpoint
DROP INDEX "dossiers_prestataire_nom_asc_idx";--> statement-breakpoint
DROP INDEX "dossiers_prestataire_nom_desc_idx";--> statement-breakpoint
CREATE INDEX "dossiers_created_idx" ON "dossiers" USING btree ("created_at","id","reference","plateforme_id");--> statement-breakpoint
CREATE INDEX "dossiers_statut_idx" ON "dossiers" USING btree ("statut_dossier_id","created_at","id","plateforme_id");--> statement-breakpoint
CREATE INDEX "dossiers_echeance_asc_idx" ON "dossiers" USING btree ("date_echeance","id","plateforme_id");--> statement-breakpoint
CREATE INDEX "dossiers_echeance_desc_idx" ON "dossiers" USING btree ("date_echeance" DESC NULLS LAST,"id" DESC NULLS FIRST,"plateforme_id");--> statement-breakpoint
CREATE INDEX "dossiers_beneficiaire_nom_asc_idx" ON "dossiers" USING btree ("beneficiaire_nom","id","plateforme_id");--> statement-breakpoint
CREATE INDEX "dossiers_beneficiaire_nom_desc_idx" ON "dossiers" USING btree ("beneficiaire_nom" DESC NULLS LAST,"id" DESC NULLS FIRST,"plateforme_id");--> statement-breakpoint
CREATE INDEX "dossiers_prestataire_idx" ON "dossiers" USING btree ("prestataire_id","created_at","id","reference","plateforme_id");--> statement-breakpoint
CREATE INDEX "dossiers_prestataire_reference_idx" ON "dossiers" USING btree ("prestataire_id","reference","id","plateforme_id");--> statement-breakpoint
CREATE INDEX "dossiers_prestataire_statut_idx" ON "dossiers" USING btree ("prestataire_id","statut_dossier_id","created_at","id","plateforme_id");--> statement-breakpoint
CREATE INDEX "dossiers_prestataire_echeance_asc_idx" ON "dossiers" USING btree ("prestataire_id","date_echeance","id","plateforme_id");--> statement-breakpoint
CREATE INDEX "dossiers_prestataire_echeance_desc_idx" ON "dossiers" USING btree ("prestataire_id","date_echeance" DESC NULLS LAST,"id" DESC NULLS FIRST,"plateforme_id");--> statement-breakpoint
CREATE INDEX "dossiers_prestataire_nom_asc_idx" ON "dossiers" USING btree ("prestataire_id","beneficiaire_nom","id","plateforme_id");--> statement-breakpoint
CREATE INDEX "dossiers_prestataire_nom_desc_idx" ON "dossiers" USING btree ("prestataire_id","beneficiaire_nom" DESC NULLS LAST,"id" DESC NULLS FIRST,"plateforme_id");