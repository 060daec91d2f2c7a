CREATE TABLE "task_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_attendance_takers" (
	"task_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "task_attendance_takers_task_id_member_id_pk" PRIMARY KEY("task_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "task_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"comment" text NOT NULL,
	"client_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"member_task_id" integer,
	"member_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"media_file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_tasks" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_tasks" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_tasks" ADD COLUMN "refuse_reason" text;--> statement-breakpoint
ALTER TABLE "member_tasks" ADD COLUMN "report" text;--> statement-breakpoint
ALTER TABLE "member_tasks" ADD COLUMN "report_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_tasks" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_tasks" ADD COLUMN "attendance_by_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "task_type_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "priority" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "progress" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "hash_code" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "is_qrcode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "is_qrcode_unique" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "qr_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "task_attendance_takers" ADD CONSTRAINT "task_attendance_takers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attendance_takers" ADD CONSTRAINT "task_attendance_takers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_documents" ADD CONSTRAINT "task_documents_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_documents" ADD CONSTRAINT "task_documents_member_task_id_member_tasks_id_fk" FOREIGN KEY ("member_task_id") REFERENCES "public"."member_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_documents" ADD CONSTRAINT "task_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_documents" ADD CONSTRAINT "task_documents_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_attendance_takers_member_idx" ON "task_attendance_takers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "task_comments_task_idx" ON "task_comments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_comments_member_client_ref_key" ON "task_comments" USING btree ("member_id","client_ref") WHERE "task_comments"."client_ref" is not null;--> statement-breakpoint
CREATE INDEX "task_documents_task_idx" ON "task_documents" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "task_documents_member_task_idx" ON "task_documents" USING btree ("member_task_id");--> statement-breakpoint
ALTER TABLE "member_tasks" ADD CONSTRAINT "member_tasks_attendance_by_id_members_id_fk" FOREIGN KEY ("attendance_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_task_type_id_task_types_id_fk" FOREIGN KEY ("task_type_id") REFERENCES "public"."task_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_parent_idx" ON "tasks" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_member_task_key" ON "member_points" USING btree ("member_task_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_priority_check" CHECK ("tasks"."priority" between 1 and 3);--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_progress_check" CHECK ("tasks"."progress" between 0 and 100);