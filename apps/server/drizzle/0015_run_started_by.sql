-- Issue 30: who started a run, for the activity list ("Ana ran it"); kept null when that account goes.
ALTER TABLE "meeting_runs" ADD COLUMN "started_by" text;--> statement-breakpoint
ALTER TABLE "meeting_runs" ADD CONSTRAINT "meeting_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;