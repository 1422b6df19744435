ALTER TABLE "learners" ADD COLUMN "ai_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "prompt_version" text;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "generation_ms" integer;