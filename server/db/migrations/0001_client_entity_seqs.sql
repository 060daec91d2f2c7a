CREATE TABLE "client_entity_seqs" (
	"client_id" text NOT NULL,
	"entity" text NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "client_entity_seqs_client_id_entity_pk" PRIMARY KEY("client_id","entity")
);
--> statement-breakpoint
ALTER TABLE "vote_events" ADD COLUMN "client_seq" bigint;--> statement-breakpoint
ALTER TABLE "vote_events" ADD COLUMN "stale" boolean DEFAULT false NOT NULL;