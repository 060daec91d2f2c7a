CREATE TABLE "voter_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"referues" text,
	"referues_phone" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patronager_voters" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "patronager_voters" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "political_preferences" ADD COLUMN "stance" text DEFAULT 'undecided' NOT NULL;--> statement-breakpoint
ALTER TABLE "voter_references" ADD CONSTRAINT "voter_references_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_references" ADD CONSTRAINT "voter_references_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voter_references_member_voter_key" ON "voter_references" USING btree ("member_id","voter_id");--> statement-breakpoint
CREATE INDEX "voter_references_voter_idx" ON "voter_references" USING btree ("voter_id");--> statement-breakpoint
ALTER TABLE "political_preferences" ADD CONSTRAINT "political_preferences_stance" CHECK ("political_preferences"."stance" in ('supporter', 'undecided', 'negative', 'opposed'));