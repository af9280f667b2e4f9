-- Issue 32.7 (ADR 0067): reels, the platform's short image stories and videos, and who has seen each. No company
-- owns a reel; the media are bytes in the file storage under random keys. A view counts once per user and reel.
CREATE TABLE "reels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"text_ar" text NOT NULL,
	"text_en" text NOT NULL,
	"text_fr" text NOT NULL,
	"poster_key" text NOT NULL,
	"poster_mime" text NOT NULL,
	"poster_size" bigint NOT NULL,
	"video_key" text,
	"video_mime" text,
	"video_size" bigint,
	"published_at" timestamp with time zone,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reels_poster_key_unique" UNIQUE("poster_key"),
	CONSTRAINT "reels_video_key_unique" UNIQUE("video_key"),
	CONSTRAINT "reels_video_whole" CHECK (("reels"."video_key" IS NULL) = ("reels"."video_mime" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "reels_published_idx" ON "reels" USING btree ("published_at");
--> statement-breakpoint
CREATE TABLE "reel_views" (
	"reel_id" uuid NOT NULL REFERENCES "reels"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reel_views_reel_id_user_id_pk" PRIMARY KEY("reel_id","user_id")
);
