-- Issue 24: per-meeting stage warning thresholds (null keeps the default), and presenter tokens
-- (read the run with notes, send no command) beside the phone remotes' control tokens.
ALTER TABLE "meetings" ADD COLUMN "stage_warnings" jsonb;--> statement-breakpoint
ALTER TABLE "control_tokens" ADD COLUMN "kind" text DEFAULT 'control' NOT NULL;