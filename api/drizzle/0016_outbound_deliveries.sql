-- External notification channels (issue 12.4, 12.6): WhatsApp, e-mail and web push messages planned from the
-- dispatched outbox events, one row per event, user and channel (the unique key makes a replanned event
-- harmless), sent after the business transaction and retried while pending.
CREATE TABLE "outbound_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"message" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbound_deliveries_event_user_channel_unique" UNIQUE("event_id","user_id","channel"),
	CONSTRAINT "outbound_deliveries_channel" CHECK ("channel" IN ('whatsapp','email','push')),
	CONSTRAINT "outbound_deliveries_status" CHECK ("status" IN ('pending','sent','failed'))
);
--> statement-breakpoint
ALTER TABLE "outbound_deliveries" ADD CONSTRAINT "outbound_deliveries_event_id_outbox_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."outbox_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_deliveries" ADD CONSTRAINT "outbound_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_deliveries_pending_idx" ON "outbound_deliveries" USING btree ("claimed_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_events_seq_idx" ON "outbox_events" USING btree ("seq");--> statement-breakpoint
-- How far the planner has read the dispatched events, by their delivery number (seq): one row. It starts at the
-- newest event, so events written before this migration send nothing.
CREATE TABLE "outbound_cursor" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "outbound_cursor_single" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "outbound_cursor" ("id", "seq") SELECT 1, coalesce(max("seq"), 0) FROM "outbox_events";--> statement-breakpoint
-- Push tokens live on the session that obtained them (one per device); the sender reads them per user.
CREATE INDEX "sessions_fcm_token_idx" ON "sessions" USING btree ("fcm_token") WHERE "fcm_token" IS NOT NULL;
