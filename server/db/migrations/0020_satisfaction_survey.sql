CREATE TABLE "satisfaction_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"reponses" jsonb,
	"note" smallint,
	"commentaire" text,
	CONSTRAINT "satisfaction_surveys_dossier_id_unique" UNIQUE("dossier_id"),
	CONSTRAINT "satisfaction_surveys_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "satisfaction_surveys_note_check" CHECK ("satisfaction_surveys"."note" between 1 and 5),
	CONSTRAINT "satisfaction_surveys_answer_check" CHECK (("satisfaction_surveys"."answered_at" is null) = ("satisfaction_surveys"."reponses" is null and "satisfaction_surveys"."note" is null))
);
--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD CONSTRAINT "satisfaction_surveys_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "satisfaction_surveys_answered_idx" ON "satisfaction_surveys" USING btree ("answered_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "satisfaction_surveys"."answered_at" is not null;