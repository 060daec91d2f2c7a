CREATE TABLE "diaspora_reference_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "diaspora_reference_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "diaspora_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"reference_type_id" integer NOT NULL,
	"emigrant_phone" text NOT NULL,
	"emigrant_city" text,
	"zip_code" text,
	"note" text,
	"per_registered" boolean DEFAULT false NOT NULL,
	"envelope_received" boolean DEFAULT false NOT NULL,
	"voted" boolean DEFAULT false NOT NULL,
	"has_referues" boolean DEFAULT false NOT NULL,
	"referues_name" text,
	"referues_surname" text,
	"referues_phone" text,
	"client_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emigrant_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"city" text NOT NULL,
	"city_albania" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"phone" text NOT NULL,
	"referues_name" text,
	"client_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ftv_voters" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"political_preference_id" integer,
	"safety_rating" smallint DEFAULT 0 NOT NULL,
	"email" text,
	"phone" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ftv_voters_safety" CHECK ("ftv_voters"."safety_rating" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "diaspora_references" ADD CONSTRAINT "diaspora_references_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diaspora_references" ADD CONSTRAINT "diaspora_references_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diaspora_references" ADD CONSTRAINT "diaspora_references_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diaspora_references" ADD CONSTRAINT "diaspora_references_reference_type_id_diaspora_reference_types_id_fk" FOREIGN KEY ("reference_type_id") REFERENCES "public"."diaspora_reference_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emigrant_references" ADD CONSTRAINT "emigrant_references_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emigrant_references" ADD CONSTRAINT "emigrant_references_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ftv_voters" ADD CONSTRAINT "ftv_voters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ftv_voters" ADD CONSTRAINT "ftv_voters_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ftv_voters" ADD CONSTRAINT "ftv_voters_political_preference_id_political_preferences_id_fk" FOREIGN KEY ("political_preference_id") REFERENCES "public"."political_preferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diaspora_references_member_idx" ON "diaspora_references" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "diaspora_references_voter_idx" ON "diaspora_references" USING btree ("voter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diaspora_references_member_client_ref_key" ON "diaspora_references" USING btree ("member_id","client_ref") WHERE "diaspora_references"."client_ref" is not null;--> statement-breakpoint
CREATE INDEX "emigrant_references_member_idx" ON "emigrant_references" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "emigrant_references_member_client_ref_key" ON "emigrant_references" USING btree ("member_id","client_ref") WHERE "emigrant_references"."client_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ftv_voters_member_voter_key" ON "ftv_voters" USING btree ("member_id","voter_id");--> statement-breakpoint
CREATE INDEX "ftv_voters_voter_idx" ON "ftv_voters" USING btree ("voter_id");