CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_permissions" (
	"member_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "member_permissions_member_id_permission_id_pk" PRIMARY KEY("member_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "member_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"completed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"photo" text,
	"phone" text,
	"email" text,
	"living_place" text,
	"member_role_id" integer,
	"is_patronager" boolean DEFAULT false NOT NULL,
	"is_diaspora_coordinator" boolean DEFAULT false NOT NULL,
	"is_ftv_coordinator" boolean DEFAULT false NOT NULL,
	"high_division" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_username_lowercase" CHECK ("members"."username" = lower("members"."username"))
);
--> statement-breakpoint
CREATE TABLE "municipalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"alias" text,
	"region_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"read" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "observer_stations" (
	"observer_id" integer NOT NULL,
	"qv_id" integer NOT NULL,
	CONSTRAINT "observer_stations_observer_id_qv_id_pk" PRIMARY KEY("observer_id","qv_id")
);
--> statement-breakpoint
CREATE TABLE "observers" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "observers_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "patronager_voters" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"political_preference_id" integer,
	"safety_rating" smallint DEFAULT 0 NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"comment" text,
	"is_emigrant" boolean DEFAULT false NOT NULL,
	"country_emigrant_id" integer,
	"emigrant_city" text,
	"emigrant_address" text,
	"emigrant_zipcode" text,
	"emigrant_has_documents" boolean,
	"emigrant_votes_in_box" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patronager_voters_safety" CHECK ("patronager_voters"."safety_rating" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	CONSTRAINT "permissions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "political_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polling_stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "polling_stations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"division_id" integer
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"create_member_id" integer NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"municipality_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"voter_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"action" text NOT NULL,
	"changed" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" text,
	CONSTRAINT "vote_events_source" CHECK ("vote_events"."source" in ('observer', 'patronage')),
	CONSTRAINT "vote_events_action" CHECK ("vote_events"."action" in ('confirm', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "voters" (
	"id" serial PRIMARY KEY NOT NULL,
	"nid" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"father_name" text NOT NULL,
	"mother_name" text,
	"dob" date NOT NULL,
	"gender" text NOT NULL,
	"phone" text,
	"email" text,
	"qv_id" integer NOT NULL,
	"list_number" integer NOT NULL,
	"building_number" text,
	"voted" boolean DEFAULT false NOT NULL,
	"voted_at" timestamp with time zone,
	CONSTRAINT "voters_nid_unique" UNIQUE("nid"),
	CONSTRAINT "voters_gender" CHECK ("voters"."gender" in ('M', 'F'))
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_permissions" ADD CONSTRAINT "member_permissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_permissions" ADD CONSTRAINT "member_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tasks" ADD CONSTRAINT "member_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tasks" ADD CONSTRAINT "member_tasks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_member_role_id_member_roles_id_fk" FOREIGN KEY ("member_role_id") REFERENCES "public"."member_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipalities" ADD CONSTRAINT "municipalities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observer_stations" ADD CONSTRAINT "observer_stations_observer_id_observers_id_fk" FOREIGN KEY ("observer_id") REFERENCES "public"."observers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observer_stations" ADD CONSTRAINT "observer_stations_qv_id_polling_stations_id_fk" FOREIGN KEY ("qv_id") REFERENCES "public"."polling_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observers" ADD CONSTRAINT "observers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patronager_voters" ADD CONSTRAINT "patronager_voters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patronager_voters" ADD CONSTRAINT "patronager_voters_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patronager_voters" ADD CONSTRAINT "patronager_voters_political_preference_id_political_preferences_id_fk" FOREIGN KEY ("political_preference_id") REFERENCES "public"."political_preferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patronager_voters" ADD CONSTRAINT "patronager_voters_country_emigrant_id_countries_id_fk" FOREIGN KEY ("country_emigrant_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_parent_id_permissions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."permissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polling_stations" ADD CONSTRAINT "polling_stations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_create_member_id_members_id_fk" FOREIGN KEY ("create_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_parent_id_tasks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_events" ADD CONSTRAINT "vote_events_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_events" ADD CONSTRAINT "vote_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voters" ADD CONSTRAINT "voters_qv_id_polling_stations_id_fk" FOREIGN KEY ("qv_id") REFERENCES "public"."polling_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_member_idx" ON "auth_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_tasks_task_member_key" ON "member_tasks" USING btree ("task_id","member_id");--> statement-breakpoint
CREATE INDEX "member_tasks_member_idx" ON "member_tasks" USING btree ("member_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_key" ON "members" USING btree ("username");--> statement-breakpoint
CREATE INDEX "municipalities_region_idx" ON "municipalities" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "notifications_member_idx" ON "notifications" USING btree ("member_id","create_date");--> statement-breakpoint
CREATE INDEX "observer_stations_qv_idx" ON "observer_stations" USING btree ("qv_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patronager_voters_member_voter_key" ON "patronager_voters" USING btree ("member_id","voter_id");--> statement-breakpoint
CREATE INDEX "patronager_voters_voter_idx" ON "patronager_voters" USING btree ("voter_id");--> statement-breakpoint
CREATE INDEX "polling_stations_unit_idx" ON "polling_stations" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "tasks_create_member_idx" ON "tasks" USING btree ("create_member_id");--> statement-breakpoint
CREATE INDEX "units_municipality_idx" ON "units" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "vote_events_voter_idx" ON "vote_events" USING btree ("voter_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "voters_qv_list_number_key" ON "voters" USING btree ("qv_id","list_number");