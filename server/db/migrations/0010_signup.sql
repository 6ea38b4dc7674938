CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"signup_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signup_identities" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"signup_type" text NOT NULL,
	"token_hash" text,
	"code_verifier" text,
	"personal_data_hash" text,
	"national_register_number" text,
	"prenom" text,
	"nom" text,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signup_identities_personal_data_hash_unique" UNIQUE("personal_data_hash")
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_contact_idx" ON "account_tokens" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "signup_identities_expires_idx" ON "signup_identities" USING btree ("expires_at");