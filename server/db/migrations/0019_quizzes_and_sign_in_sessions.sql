-- Both tables are renamed in place, rows and all. Their keys, foreign keys and indexes take names
-- from the new table names by renaming too, rather than being dropped and built again: the result
-- is what drizzle-kit describes in the snapshot, with no index rebuilt and no foreign key re-checked.
-- PostgreSQL 18 (PGlite among them) also names each NOT NULL constraint after its table; the last
-- statement renames those where there are any, and does nothing on an older server.
ALTER TABLE "quiz_sessions" RENAME TO "quizzes";--> statement-breakpoint
ALTER TABLE "sessions" RENAME TO "sign_in_sessions";--> statement-breakpoint
ALTER TABLE "quizzes" RENAME CONSTRAINT "quiz_sessions_pkey" TO "quizzes_pkey";--> statement-breakpoint
ALTER TABLE "sign_in_sessions" RENAME CONSTRAINT "sessions_pkey" TO "sign_in_sessions_pkey";--> statement-breakpoint
ALTER TABLE "quiz_questions" RENAME CONSTRAINT "quiz_questions_quiz_id_quiz_sessions_id_fk" TO "quiz_questions_quiz_id_quizzes_id_fk";--> statement-breakpoint
ALTER TABLE "quizzes" RENAME CONSTRAINT "quiz_sessions_user_id_users_id_fk" TO "quizzes_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "quizzes" RENAME CONSTRAINT "quiz_sessions_learner_id_learners_id_fk" TO "quizzes_learner_id_learners_id_fk";--> statement-breakpoint
ALTER TABLE "sign_in_sessions" RENAME CONSTRAINT "sessions_user_id_users_id_fk" TO "sign_in_sessions_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "quiz_sessions_user_started_idx" RENAME TO "quizzes_user_started_idx";--> statement-breakpoint
ALTER INDEX "quiz_sessions_learner_completed_idx" RENAME TO "quizzes_learner_completed_idx";--> statement-breakpoint
ALTER INDEX "sessions_token_hash_idx" RENAME TO "sign_in_sessions_token_hash_idx";--> statement-breakpoint
ALTER INDEX "sessions_user_id_idx" RENAME TO "sign_in_sessions_user_id_idx";--> statement-breakpoint
DO $$
DECLARE
  named record;
BEGIN
  FOR named IN
    SELECT c.conrelid::regclass AS on_table, c.conname AS old_name,
      renamed.new_name || substr(c.conname, length(renamed.old_name) + 1) AS new_name
    FROM pg_constraint c
    JOIN (VALUES ('quizzes', 'quiz_sessions'), ('sign_in_sessions', 'sessions')) AS renamed (new_name, old_name)
      ON c.conrelid = renamed.new_name::regclass
    WHERE c.contype = 'n' AND starts_with(c.conname, renamed.old_name || '_')
  LOOP
    EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', named.on_table, named.old_name, named.new_name);
  END LOOP;
END $$;
