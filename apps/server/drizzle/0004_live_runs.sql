CREATE TABLE "control_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"meeting_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "control_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "meeting_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"meeting_id" uuid NOT NULL,
	"agenda" jsonb NOT NULL,
	"started_at" bigint,
	"finished_at" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_commands" (
	"run_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"at" bigint NOT NULL,
	"command" jsonb NOT NULL,
	CONSTRAINT "run_commands_run_id_seq_pk" PRIMARY KEY("run_id","seq")
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "run_status" text;--> statement-breakpoint
ALTER TABLE "control_tokens" ADD CONSTRAINT "control_tokens_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_runs" ADD CONSTRAINT "meeting_runs_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_commands" ADD CONSTRAINT "run_commands_run_id_meeting_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."meeting_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "control_tokens_meeting" ON "control_tokens" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_runs_meeting_created" ON "meeting_runs" USING btree ("meeting_id","created_at");