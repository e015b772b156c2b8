-- Invitations (trust): the e-mail's link carries a one-time token; the row keeps its sha256 and
-- when it expires (14 days). Invitations sent before this have none: they are accepted from a
-- verified address, or the owner re-sends them.
ALTER TABLE "workspace_members" ADD COLUMN "invitation_hash" text;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_members_invitation_hash" ON "workspace_members" USING btree ("invitation_hash");