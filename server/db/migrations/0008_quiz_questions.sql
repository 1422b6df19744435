CREATE TABLE "quiz_questions" (
	"quiz_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_id" text NOT NULL,
	"skill" text NOT NULL,
	"question" text,
	"options" jsonb,
	"correct_answer" text,
	"explanation" text,
	"sealed" text,
	"answer" integer,
	"is_correct" boolean,
	"removed_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "quiz_questions_quiz_id_position_pk" PRIMARY KEY("quiz_id","position")
);
--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quiz_sessions_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The questions and progress of quizzes stored before questions had rows were sealed together with
-- a key this database does not hold: they wait here until the server, at its next start, opens them
-- into quiz_questions and drops this table. A database with no quizzes needs none of it.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM "quiz_sessions") THEN
    CREATE TABLE "quiz_sealed_before_rows" AS SELECT "id" AS "quiz_id", "user_id", "sealed_questions", "sealed_progress" FROM "quiz_sessions";
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "quiz_sessions" DROP COLUMN "sealed_questions";--> statement-breakpoint
ALTER TABLE "quiz_sessions" DROP COLUMN "sealed_progress";--> statement-breakpoint
ALTER TABLE "quiz_sessions" DROP COLUMN "version";--> statement-breakpoint
ALTER TABLE "quiz_sessions" DROP COLUMN "question_ids";