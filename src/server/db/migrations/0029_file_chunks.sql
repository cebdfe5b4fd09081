CREATE TABLE "file_chunks" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_stored_somewhere";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "chunks" integer;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_stored_somewhere" CHECK ("files"."data" is not null or "files"."chunks" is not null or "files"."storage_key" is not null);