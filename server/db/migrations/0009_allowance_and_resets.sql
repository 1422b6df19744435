CREATE TABLE "quiz_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "first_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "retake_of" uuid;--> statement-breakpoint
ALTER TABLE "quiz_resets" ADD CONSTRAINT "quiz_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_resets" ADD CONSTRAINT "quiz_resets_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_resets_learner_reset_idx" ON "quiz_resets" USING btree ("learner_id","reset_at");--> statement-breakpoint
-- Quizzes already played on count as they did: from when they were started.
UPDATE "quiz_sessions" SET "first_answered_at" = "started_at" WHERE "current_index" > 0 OR "is_completed";
