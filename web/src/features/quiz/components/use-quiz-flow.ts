import { type GenerateQuizResponse, QUIZ_MESSAGES, type QuizResults } from '@contract/quiz.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import type { PremiumFeature } from '@/features/billing';
import { isApiError } from '@/lib/api-client.ts';
import { openAuthDialog } from '@/lib/auth-dialog-store.ts';
import { alertFor, type ErrorAlertContent } from '@/ui/error-alert.tsx';
import { fetchQuiz } from '../api/get-quiz.ts';
import { fetchResults } from '../api/get-quiz-results.ts';

const RESUBMIT_AFTER_SIGN_IN_MS = 500;

type Phase =
  | { name: 'setup' }
  | { name: 'loading'; difficulty: string; questions: number }
  | { name: 'quiz'; quiz: GenerateQuizResponse; startIndex: number; startScore: number }
  | { name: 'results'; quiz: GenerateQuizResponse; results: QuizResults }
  | { name: 'review'; quiz: GenerateQuizResponse; results: QuizResults }
  | { name: 'custom-off'; subject: string }
  | { name: 'ai-unavailable'; isOffForLearner: boolean };

/**
 * The phases every quiz page runs: setup, loading, quiz, results (and review), with the product's
 * error handling; the setup form is what differs between pages.
 */
export function useQuizFlow<Body>({
  generate,
  isPending,
  premiumFeature,
  failureTitle,
}: {
  generate: (body: Body) => Promise<GenerateQuizResponse>;
  isPending: boolean;
  premiumFeature: PremiumFeature;
  /** The heading of a failure's alert: the safety pages and the Brain Booster pages word it differently. */
  failureTitle: 'Generation Failed' | 'Error';
}) {
  const queryClient = useQueryClient();
  const { data: user, isPending: isUserPending } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const savedQuizId = params.get('quiz');
  const [phase, setPhaseState] = useState<Phase>(
    savedQuizId ? { name: 'loading', difficulty: 'Easy', questions: 5 } : { name: 'setup' },
  );

  /** The quiz in play is kept in the address, so a reload resumes it. */
  const setPhase = (next: Phase) => {
    setPhaseState(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if ('quiz' in next) updated.set('quiz', next.quiz.sessionId);
        else if (next.name !== 'loading') updated.delete('quiz');
        return updated;
      },
      { replace: true },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: resume once, when the page opens with a saved quiz.
  useEffect(() => {
    if (!savedQuizId || user === undefined) return;
    if (user === null) {
      setPhase({ name: 'setup' });
      return;
    }
    fetchQuiz(savedQuizId).then(
      async (saved) => {
        if (saved.isCompleted) {
          setPhase({ name: 'results', quiz: saved, results: await fetchResults(saved.sessionId) });
        } else {
          setPhase({
            name: 'quiz',
            quiz: saved,
            startIndex: saved.currentQuestionIndex,
            startScore: saved.score,
          });
        }
      },
      () => setPhase({ name: 'setup' }),
    );
  }, [user]);
  const [lastBody, setLastBody] = useState<{ body: Body; difficulty: string; questions: number } | null>(null);
  const [premium, setPremium] = useState<{ feature: PremiumFeature; message?: string } | null>(null);

  const [failure, setFailure] = useState<ErrorAlertContent | null>(null);

  const run = async (body: Body, difficulty: string, questions: number) => {
    setLastBody({ body, difficulty, questions });
    setFailure(null);
    setPhase({ name: 'loading', difficulty, questions });
    try {
      const quiz = await generate(body);
      void queryClient.invalidateQueries({ queryKey: ['quota'] });
      // No toast: it would cover the top of the player, which the child is looking at now.
      setPhase({ name: 'quiz', quiz, startIndex: 0, startScore: 0 });
    } catch (error) {
      setPhase({ name: 'setup' });
      if (isApiError(error, 'AI_NOT_CONFIGURED')) {
        const { subject } = body as { subject?: unknown };
        setPhase({ name: 'custom-off', subject: typeof subject === 'string' ? subject : '' });
      } else if (isApiError(error, 'AI_SERVICE_UNAVAILABLE') || isApiError(error, 'AI_OFF_FOR_LEARNER')) {
        setPhase({ name: 'ai-unavailable', isOffForLearner: error.code === 'AI_OFF_FOR_LEARNER' });
      } else if (isApiError(error, 'MONTHLY_LIMIT') || isApiError(error, 'PREMIUM_REQUIRED')) {
        setPremium({
          feature: error.code === 'MONTHLY_LIMIT' ? 'monthlylimit' : premiumFeature,
          message: error.message,
        });
      } else {
        setFailure(alertFor(error, QUIZ_MESSAGES.generationFailed, failureTitle));
      }
    }
  };

  /** Signed out: the form is kept, the sign-in dialog opens, and the quiz is made just after sign-in. */
  const submit = (body: Body, difficulty: string, questions: number) => {
    if (!user) {
      openAuthDialog('sign-in', {
        onSignedIn: () => setTimeout(() => void run(body, difficulty, questions), RESUBMIT_AFTER_SIGN_IN_MS),
      });
      return;
    }
    void run(body, difficulty, questions);
  };

  const retry = () =>
    lastBody ? void run(lastBody.body, lastBody.difficulty, lastBody.questions) : setPhase({ name: 'setup' });
  return {
    phase,
    setPhase,
    submit,
    retry,
    premium,
    setPremium,
    failure,
    isPending,
    isSignedIn: Boolean(user),
    isUserPending,
    /** What the page last sent (made or refused): its setup form starts again from it. */
    lastSent: lastBody?.body,
  };
}

export type QuizFlow<Body> = ReturnType<typeof useQuizFlow<Body>>;
