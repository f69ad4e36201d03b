CREATE TABLE "youtube_quota_spent" (
	"key_hash" text NOT NULL,
	"quota_day" date NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "youtube_quota_spent_key_hash_quota_day_pk" PRIMARY KEY("key_hash","quota_day")
);
