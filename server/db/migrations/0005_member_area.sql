CREATE TABLE "party_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"member_id" integer,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"photo" text,
	"publish_date" timestamp with time zone NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"activity_type" text NOT NULL,
	"activity_name" text NOT NULL,
	"points" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"member_task_id" integer
);
--> statement-breakpoint
CREATE TABLE "member_social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"social_media_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"user_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_medias" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "voter_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "party_role_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "brought_by_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "membership_date" date;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_task_id_member_tasks_id_fk" FOREIGN KEY ("member_task_id") REFERENCES "public"."member_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_social_accounts" ADD CONSTRAINT "member_social_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_social_accounts" ADD CONSTRAINT "member_social_accounts_social_media_id_social_medias_id_fk" FOREIGN KEY ("social_media_id") REFERENCES "public"."social_medias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_member_idx" ON "media_files" USING btree ("member_id","purpose");--> statement-breakpoint
CREATE INDEX "news_publish_date_idx" ON "news" USING btree ("publish_date");--> statement-breakpoint
CREATE INDEX "member_points_member_idx" ON "member_points" USING btree ("member_id","earned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_social_accounts_member_media_key" ON "member_social_accounts" USING btree ("member_id","social_media_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_party_role_id_party_roles_id_fk" FOREIGN KEY ("party_role_id") REFERENCES "public"."party_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_brought_by_id_members_id_fk" FOREIGN KEY ("brought_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_voter_key" ON "members" USING btree ("voter_id");--> statement-breakpoint
CREATE INDEX "members_brought_by_idx" ON "members" USING btree ("brought_by_id","membership_date");