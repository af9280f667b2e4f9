-- Issue 24.2: the request counters of the rate limits, in the database so that every API process counts the same
-- requests (rate-limit/postgres-rate-limit-store.ts): one row per limiter key, upserted by each request.
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
