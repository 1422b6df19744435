ALTER TABLE "quiz_sessions" ADD COLUMN "sealed_progress" text;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;