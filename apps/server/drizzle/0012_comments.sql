-- Issue 30: comment threads on a meeting and its sequences, with their @mentions.
CREATE TABLE "meeting_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"meeting_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_id" text,
	"author_name" text NOT NULL,
	"anchor_kind" text DEFAULT 'meeting' NOT NULL,
	"anchor_index" integer,
	"anchor_title" text,
	"body" text NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "meeting_comments" ADD CONSTRAINT "meeting_comments_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_comments" ADD CONSTRAINT "meeting_comments_parent_id_meeting_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."meeting_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_comments" ADD CONSTRAINT "meeting_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_comments_meeting_created" ON "meeting_comments" USING btree ("meeting_id","created_at");--> statement-breakpoint
CREATE INDEX "meeting_comments_parent" ON "meeting_comments" USING btree ("parent_id");