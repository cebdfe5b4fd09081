CREATE TABLE "lead_counters" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"leads" bigint DEFAULT 0 NOT NULL
);
