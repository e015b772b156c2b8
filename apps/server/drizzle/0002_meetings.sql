CREATE TABLE "meeting_snapshots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"meeting_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"settings" jsonb NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"sequence_count" integer NOT NULL,
	"total_minutes" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"workspace_id" uuid,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"objective" text DEFAULT '' NOT NULL,
	"sequence_count" integer DEFAULT 0 NOT NULL,
	"total_minutes" double precision DEFAULT 0 NOT NULL,
	"required_minutes" double precision DEFAULT 0 NOT NULL,
	"optional_minutes" double precision DEFAULT 0 NOT NULL,
	"schedule_end" text,
	"date" text,
	"start_time" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"visibility" text DEFAULT 'Private' NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"brand_color" text,
	"hide_branding" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"access_code" text,
	"pass_epoch" integer DEFAULT 0 NOT NULL,
	"join_code" text NOT NULL,
	"fridge" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trash" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "meetings_join_code_unique" UNIQUE("join_code")
);
--> statement-breakpoint
ALTER TABLE "meeting_snapshots" ADD CONSTRAINT "meeting_snapshots_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_snapshots" ADD CONSTRAINT "meeting_snapshots_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_snapshots_meeting_created" ON "meeting_snapshots" USING btree ("meeting_id","created_at");--> statement-breakpoint
CREATE INDEX "meetings_owner_status_updated" ON "meetings" USING btree ("owner_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "meetings_deleted_at" ON "meetings" USING btree ("deleted_at");