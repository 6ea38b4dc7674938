ALTER TABLE "signup_identities" ADD COLUMN "nonce" text;--> statement-breakpoint
ALTER TABLE "signup_identities" ADD COLUMN "return_to" text;