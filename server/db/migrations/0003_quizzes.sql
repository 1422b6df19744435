CREATE TABLE "quiz_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quiz_type" text NOT NULL,
	"subject" text NOT NULL,
	"title" text NOT NULL,
	"settings" jsonb NOT NULL,
	"sealed_questions" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"question_count" integer NOT NULL,
	"current_index" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"counts_toward_allowance" boolean NOT NULL,
	"generator" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD CONSTRAINT "quiz_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD CONSTRAINT "quiz_sessions_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_sessions_user_started_idx" ON "quiz_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "quiz_sessions_learner_completed_idx" ON "quiz_sessions" USING btree ("learner_id","completed_at");