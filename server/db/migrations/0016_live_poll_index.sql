-- The live poller's range (server/repositories/live-changes.ts): what changed since its cursor, in every
-- station and list at once. Nothing in the write path beyond one more index entry per vote.
CREATE INDEX "list_scope_changes_xid_idx" ON "list_scope_changes" USING btree ("changed_xid");--> statement-breakpoint
CREATE INDEX "voter_changes_xid_idx" ON "voter_changes" USING btree ("changed_xid");
