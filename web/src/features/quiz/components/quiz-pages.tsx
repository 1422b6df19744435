import { DEFAULT_POPULAR_TOPIC, SAFETY_CATEGORY_INFO, type SafetyCategory } from '@contract/constants.ts';
import type { PremiumFeature } from '@contract/premium.ts';
import type { CategoryQuizBody, CustomQuizBody, GenerateQuizResponse, QuizResults } from '@contract/quiz.ts';
import { QUIZ_MESSAGES } from '@contract/quiz.ts';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CloudOff, ShieldCheck, UserPlus } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { PremiumDialog, usePremiumStatus } from '@/features/billing';
import { useActiveLearner, useLearnerPrefill } from '@/features/learners';
import { useRewards } from '@/features/rewards';
import { useSite } from '@/features/site';
import { isApiError } from '@/lib/api-client.ts';
import { openAuthDialog } from '@/lib/auth-dialog-store.ts';
import { Button, buttonClasses } from '@/ui/button.tsx';
import { useChildMode } from '@/ui/child-mode.ts';
import { ChildPrivacyNote } from '@/ui/child-privacy-note.tsx';
import { BackLink, Page, PageHeader } from '@/ui/page.tsx';
import { AREA_OF_CATEGORY, type Area, AreaPicture } from '@/ui/pictures.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { StatusCard } from '@/ui/status-card.tsx';
import { toast } from '@/ui/toast-store.ts';
import { useGenerateCategoryQuiz } from '../api/generate-category-quiz.ts';
import { useGenerateCustomQuiz } from '../api/generate-custom-quiz.ts';
import { fetchResults } from '../api/get-quiz-results.ts';
import { fetchSession } from '../api/get-quiz-session.ts';
import { quotaQueryKey } from '../api/get-quota.ts';
import { resetQuiz } from '../api/reset-quiz.ts';
import { CustomSubjectsOff } from '../notices/custom-subjects-off.tsx';
import { FreeQuizzesLeft } from '../notices/free-quizzes-left.tsx';
import { PremiumOnlyNote } from '../notices/premium-only-note.tsx';
import { CategorySetupForm } from './category-setup-form.tsx';
import { CustomSetupForm } from './custom-setup-form.tsx';
import { LoadingScreen } from './loading-screen.tsx';

// The player and the results load while the parent fills in the form, so the route's first load
// carries only the form.
const loadPlayer = () => import('./quiz-player.tsx');
const loadResults = () => import('./results-screen.tsx');
const QuizPlayer = lazy(() => loadPlayer().then((module) => ({ default: module.QuizPlayer })));
const ResultsScreen = lazy(() => loadResults().then((module) => ({ default: module.ResultsScreen })));
const ReviewScreen = lazy(() => loadResults().then((module) => ({ default: module.ReviewScreen })));

const RESUBMIT_AFTER_SIGN_IN_MS = 500;

const LOADING_MESSAGES: Record<string, string> = {
  'personal-info-recall': 'Building your personal safety quiz…',
  'general-safety': 'Getting your everyday safety quiz ready…',
  'digital-safety': 'Getting your online safety quiz ready…',
  'health-hygiene': 'Getting your health quiz ready…',
  custom: 'Making your quiz…',
};

type Phase =
  | { name: 'setup' }
  | { name: 'loading'; difficulty: string; questions: number }
  | { name: 'quiz'; quiz: GenerateQuizResponse; startIndex: number; startScore: number }
  | { name: 'results'; quiz: GenerateQuizResponse; results: QuizResults }
  | { name: 'review'; quiz: GenerateQuizResponse; results: QuizResults }
  | { name: 'error'; message: string }
  | { name: 'custom-off'; subject: string }
  | { name: 'ai-unavailable'; isOffForLearner: boolean };

/**
 * The phases every quiz page runs: setup, loading, quiz, results (and review), with the product's
 * error handling; the setup form is what differs between pages.
 */
function useQuizFlow<Body>({
  generate,
  isPending,
  premiumFeature,
  isSafety,
}: {
  generate: (body: Body) => Promise<GenerateQuizResponse>;
  isPending: boolean;
  premiumFeature: PremiumFeature;
  isSafety: boolean;
}) {
  const queryClient = useQueryClient();
  const { data: user, isPending: isUserPending } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const savedSession = params.get('session');
  const [phase, setPhaseState] = useState<Phase>(
    savedSession ? { name: 'loading', difficulty: 'Easy', questions: 5 } : { name: 'setup' },
  );

  /** The quiz in play is kept in the address, so a reload resumes it. */
  const setPhase = (next: Phase) => {
    setPhaseState(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if ('quiz' in next) updated.set('session', next.quiz.sessionId);
        else if (next.name !== 'loading') updated.delete('session');
        return updated;
      },
      { replace: true },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: resume once, when the page opens with a saved quiz.
  useEffect(() => {
    if (!savedSession || user === undefined) return;
    if (user === null) {
      setPhase({ name: 'setup' });
      return;
    }
    fetchSession(savedSession).then(
      async (session) => {
        if (session.isCompleted) {
          setPhase({ name: 'results', quiz: session, results: await fetchResults(session.sessionId) });
        } else {
          setPhase({
            name: 'quiz',
            quiz: session,
            startIndex: session.currentQuestionIndex,
            startScore: session.score,
          });
        }
      },
      () => setPhase({ name: 'setup' }),
    );
  }, [user]);
  const [lastBody, setLastBody] = useState<{ body: Body; difficulty: string; questions: number } | null>(null);
  const [premium, setPremium] = useState<{ feature: PremiumFeature; message?: string } | null>(null);

  const run = async (body: Body, difficulty: string, questions: number) => {
    setLastBody({ body, difficulty, questions });
    setPhase({ name: 'loading', difficulty, questions });
    try {
      const quiz = await generate(body);
      void queryClient.invalidateQueries({ queryKey: quotaQueryKey });
      toast({
        title: 'Quiz Generated!',
        description: isSafety
          ? 'Your personalized quiz is ready to start.'
          : 'Your learning adventure is ready to start.',
        tone: 'success',
      });
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
        const message =
          error instanceof Error && error.message ? error.message : 'Failed to generate quiz. Please try again.';
        toast({ title: 'Generation Failed', description: message, tone: 'destructive' });
        setPhase({ name: 'error', message });
      }
    }
  };

  /** Signed out: the form is kept, the sign-in dialog opens, and the quiz is made just after sign-in. */
  const submit = (body: Body, difficulty: string, questions: number) => {
    if (!user) {
      openAuthDialog('sign-in', () =>
        setTimeout(() => void run(body, difficulty, questions), RESUBMIT_AFTER_SIGN_IN_MS),
      );
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
    isPending,
    isSignedIn: Boolean(user),
    isUserPending,
  };
}

function QuizPhases<Body>({
  flow,
  loadingMessage,
  isSafety,
  area,
  setup,
}: {
  flow: ReturnType<typeof useQuizFlow<Body>>;
  loadingMessage: string;
  isSafety: boolean;
  area: Area;
  setup: ReactNode;
}) {
  const navigate = useNavigate();
  const { phase, setPhase } = flow;
  const learner = useActiveLearner(flow.isSignedIn).data;
  // A learner who has finished no quiz yet is on their first: they are told, in a child's words, what is kept.
  const rewards = useRewards(learner?.id);
  useChildMode(phase.name === 'quiz' || phase.name === 'results' || phase.name === 'review');
  useEffect(() => {
    void loadPlayer();
    void loadResults();
  }, []);
  function quizPhase() {
    switch (phase.name) {
      case 'loading':
        return (
          <LoadingScreen
            message={loadingMessage}
            difficulty={phase.difficulty}
            questions={phase.questions}
            area={area}
          />
        );
      case 'quiz':
        return (
          <QuizPlayer
            key={`${phase.quiz.sessionId}-${phase.startIndex}-${phase.startScore}`}
            start={{
              quiz: phase.quiz,
              startIndex: phase.startIndex,
              startScore: phase.startScore,
              isSafety,
              waitForNext: learner?.waitForNext ?? true,
            }}
            intro={rewards.data?.stars === 0 ? <ChildPrivacyNote /> : undefined}
            onFinished={(results) => setPhase({ name: 'results', quiz: phase.quiz, results })}
            onBackToSetup={() => setPhase({ name: 'setup' })}
          />
        );
      case 'results':
        return (
          <ResultsScreen
            results={phase.results}
            area={area}
            learnerId={learner?.id}
            onReview={() => setPhase({ name: 'review', quiz: phase.quiz, results: phase.results })}
            onRetake={() =>
              void resetQuiz(phase.quiz.sessionId).then(
                ({ sessionId }) =>
                  setPhase({
                    name: 'quiz',
                    quiz: {
                      ...phase.quiz,
                      sessionId,
                      questions: phase.quiz.questions.map((question) => ({
                        question: question.question,
                        options: question.options,
                        removedOptions: [],
                      })),
                    },
                    startIndex: 0,
                    startScore: 0,
                  }),
                (error: unknown) => console.error('Could not reset the quiz', error),
              )
            }
            onNewQuiz={() => setPhase({ name: 'setup' })}
          />
        );
      case 'review':
        return (
          <ReviewScreen
            results={phase.results}
            onBack={() => setPhase({ name: 'results', quiz: phase.quiz, results: phase.results })}
          />
        );
      case 'error':
        return (
          <StatusCard
            icon={CircleAlert}
            tone="danger"
            title="We couldn’t make that quiz"
            actions={
              <>
                <Button size="lg" variant="secondary" onClick={() => navigate('/')}>
                  Go Back
                </Button>
                <Button size="lg" onClick={flow.retry}>
                  Try Again
                </Button>
              </>
            }
          >
            <p>{phase.message}</p>
          </StatusCard>
        );
      case 'ai-unavailable':
        return (
          <StatusCard
            icon={CloudOff}
            tone="warning"
            title="Oops! We're just recalibrating…"
            actions={
              <>
                <Link to="/dashboard" className={buttonClasses('secondary', 'lg')}>
                  Back to Dashboard
                </Link>
                <Button size="lg" onClick={flow.retry}>
                  Try Again
                </Button>
              </>
            }
          >
            {phase.isOffForLearner ? (
              <p>{QUIZ_MESSAGES.aiOffForLearner}</p>
            ) : (
              <p>
                Our AI quiz engine is taking a quick breather. Please try again in a moment, or pick one of the Popular
                Topics.
              </p>
            )}
          </StatusCard>
        );
      case 'custom-off':
        return (
          <Page>
            <title>Custom Quiz Creator — SafeSteps</title>
            <BackLink to="/brain-booster">Back</BackLink>
            <PageHeader title="Custom Quiz Creator" />
            <CustomSubjectsOff initialSubject={phase.subject} />
          </Page>
        );
      default:
        return setup;
    }
  }

  return <Suspense fallback={<PageSpinner />}>{quizPhase()}</Suspense>;
}

/** A signed-in parent needs a learner before a quiz can be made for them. */
function NeedsLearner() {
  return (
    <StatusCard
      icon={UserPlus}
      title="Add your child first"
      actions={
        <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
          Go to My Dashboard
        </Link>
      }
    >
      <p>Quizzes are made for a learner profile. Add your child on your dashboard, then come back here.</p>
    </StatusCard>
  );
}

function PrivacyNote() {
  return (
    <p className="mb-5 flex items-start gap-2 rounded-xl bg-grass-2 p-3 text-sm text-grass-12">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-grass-11" aria-hidden="true" />
      Privacy-protected learning: your child’s details stay on SafeSteps and are never shared.
    </p>
  );
}

export function SafetyQuizPage() {
  const { pathname } = useLocation();
  const info = SAFETY_CATEGORY_INFO.find((entry) => entry.path === pathname);
  const category: SafetyCategory = info?.slug ?? 'general-safety';
  const isKnowMyself = category === 'personal-info-recall';
  const generateMutation = useGenerateCategoryQuiz();
  const flow = useQuizFlow<CategoryQuizBody>({
    generate: generateMutation.mutateAsync,
    isPending: generateMutation.isPending,
    premiumFeature: 'default',
    isSafety: true,
  });
  const active = useActiveLearner(flow.isSignedIn);
  const prefill = useLearnerPrefill(active.data?.id ?? undefined);
  const premiumStatus = usePremiumStatus(flow.isSignedIn);
  const hasPremium = premiumStatus.data ?? false;
  // The form waits for the plan too: a premium parent must never meet locked options while it loads.
  const isLoadingLearner =
    flow.isUserPending ||
    (flow.isSignedIn && (active.isPending || premiumStatus.isPending || (active.data && prefill.isPending)));

  const setup = (
    <Page>
      <title>{`${info?.title ?? 'General Personal Safety'} — SafeSteps`}</title>
      <BackLink to="/safety-skills">Back to Safety Skills</BackLink>
      <PageHeader
        title={info?.title ?? 'General Personal Safety'}
        lead={isKnowMyself ? 'Build a Personal Safety Quiz' : "Set Up Your Child's Quiz"}
        picture={<AreaPicture area={AREA_OF_CATEGORY[category]} className="size-full" />}
      />
      <PrivacyNote />
      {flow.isSignedIn && !isKnowMyself ? <FreeQuizzesLeft /> : null}
      {isLoadingLearner ? (
        <PageSpinner />
      ) : flow.isSignedIn && active.data === null ? (
        <NeedsLearner />
      ) : (
        <CategorySetupForm
          key={`${category}-${active.data?.id ?? 'visitor'}`}
          category={category}
          prefill={prefill.data}
          hasPremium={hasPremium}
          isPending={generateMutation.isPending}
          onSubmit={(body) => flow.submit(body, body.difficultyLevel, body.numQuestions)}
          onPremiumNeeded={(message) => flow.setPremium({ feature: 'default', message })}
        />
      )}
      <PremiumDialog
        feature={flow.premium?.feature ?? null}
        message={flow.premium?.message}
        onClose={() => flow.setPremium(null)}
      />
    </Page>
  );
  return (
    <QuizPhases
      flow={flow}
      loadingMessage={LOADING_MESSAGES[category] ?? 'Making your quiz…'}
      isSafety
      area={AREA_OF_CATEGORY[category]}
      setup={setup}
    />
  );
}

export function BrainBoosterQuizPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isPopular = pathname === '/popular-topic-quiz';
  const topic = isPopular ? params.get('topic') || DEFAULT_POPULAR_TOPIC : undefined;
  const generateMutation = useGenerateCustomQuiz();
  const flow = useQuizFlow<CustomQuizBody>({
    generate: generateMutation.mutateAsync,
    isPending: generateMutation.isPending,
    premiumFeature: isPopular ? 'popular' : 'custom',
    isSafety: false,
  });
  const active = useActiveLearner(flow.isSignedIn);
  const premiumStatus = usePremiumStatus(flow.isSignedIn);
  const hasPremium = premiumStatus.data ?? false;
  const isKnownFree = !flow.isSignedIn || premiumStatus.data === false;
  const site = useSite();
  const isCustomOff = !isPopular && site.data?.customQuizzesAvailable === false;

  const setup = (
    <Page>
      <title>{`${topic ?? 'Custom Quiz Creator'} — SafeSteps`}</title>
      <BackLink to={isPopular ? '/popular-topics' : '/brain-booster'}>Back</BackLink>
      <PageHeader
        title={topic ?? 'Custom Quiz Creator'}
        lead={
          isPopular
            ? 'A Popular Topics quiz, pitched at your child’s age.'
            : isCustomOff
              ? 'Find a ready-made topic for the subject you have in mind.'
              : 'Make a quiz on any subject.'
        }
        picture={<AreaPicture area="brain-booster" className="size-full" />}
      />
      <PrivacyNote />
      {isKnownFree && !isCustomOff ? (
        <PremiumOnlyNote what={isPopular ? 'Popular Topic quizzes' : 'Custom Quizzes'} />
      ) : null}
      {(flow.isSignedIn && active.isPending) || (!isPopular && site.isPending) ? (
        <PageSpinner />
      ) : isCustomOff ? (
        <CustomSubjectsOff />
      ) : flow.isSignedIn && active.data === null ? (
        <NeedsLearner />
      ) : (
        <CustomSetupForm
          key={`${topic ?? 'custom'}-${active.data?.id ?? 'visitor'}`}
          topic={topic}
          childAge={active.data?.age}
          country={active.data?.country}
          hasPremium={hasPremium}
          isPending={generateMutation.isPending}
          onSubmit={(body) =>
            flow.submit(body, body.difficultyLevel === 'Advanced' ? 'Hard' : body.difficultyLevel, body.numQuestions)
          }
          onPremiumNeeded={(message) => flow.setPremium({ feature: isPopular ? 'popular' : 'custom', message })}
        />
      )}
      <PremiumDialog
        feature={flow.premium?.feature ?? null}
        message={flow.premium?.message}
        onClose={() => flow.setPremium(null)}
      />
    </Page>
  );
  return (
    <QuizPhases
      flow={flow}
      loadingMessage={LOADING_MESSAGES.custom ?? 'Making your quiz…'}
      isSafety={false}
      area="brain-booster"
      setup={setup}
    />
  );
}
