-- Issue 27 item 1: uploaded media (profile images) kept in the database every api replica shares,
-- so a photo uploaded through one replica is served by all (docs/api.md#media).
CREATE TABLE "media_files" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
