CREATE TABLE "idempotency_keys" (
	"contact_id" integer NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text,
	"status_code" integer,
	"body" text,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_contact_id_route_key_pk" PRIMARY KEY("contact_id","route","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");