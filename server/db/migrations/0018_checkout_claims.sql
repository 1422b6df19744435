CREATE TABLE "checkout_claims" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"price_id" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_claims" ADD CONSTRAINT "checkout_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;