import { bracketForAge } from '@contract/constants.ts';
import { QUIZ_MESSAGES } from '@contract/quiz.ts';
import { CloudOff } from 'lucide-react';
import { type ReactNode, Suspense, useEffect } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { Link } from 'react-router';
import { PremiumDialog } from '@/features/billing';
import { useActiveLearner } from '@/features/learners';
import { useRewards } from '@/features/rewards';
import { useReadAloud } from '@/lib/play-settings.ts';
import { speechLanguageFor } from '@/lib/speech.ts';
import { Button } from '@/ui/button.tsx';
import { buttonClasses } from '@/ui/button-classes.ts';
import { useChildMode } from '@/ui/child-mode.ts';
import { ChildPrivacyNote } from '@/ui/child-privacy-note.tsx';
import { ChildProblemScreen, ErrorBoundary } from '@/ui/error-boundary.tsx';
import { BackLink, Page, PageHeader } from '@/ui/page.tsx';
import type { Area } from '@/ui/pictures.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { StatusCard } from '@/ui/status-card.tsx';
import { resetQuiz, retakeOf } from '../api/reset-quiz.ts';
import { LazyCustomSubjectsOff } from '../notices/lazy-custom-subjects-off.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import type { QuizFlow } from './use-quiz-flow.ts';

// The player and the results load once a quiz starts, while it is being made: a parent who only
// opens the page fetches the form alone. Preloaded, they render at once when their phase comes; a
// plain lazy() would suspend for a moment even then, and React keeps a revealed spinner for 300 ms.
const loadResults = () => import('./results-screen.tsx');
const QuizPlayer = lazyWithPreload(() =>
  import('./quiz-player.tsx').then((module) => ({ default: module.QuizPlayer })),
);
const ResultsScreen = lazyWithPreload(() => loadResults().then((module) => ({ default: module.ResultsScreen })));
const ReviewScreen = lazyWithPreload(() => loadResults().then((module) => ({ default: module.ReviewScreen })));

export const LOADING_MESSAGES: Record<string, string> = {
  'personal-info-recall': 'Building your personal safety quiz…',
  'general-safety': 'Getting your everyday safety quiz ready…',
  'digital-safety': 'Getting your online safety quiz ready…',
  'health-hygiene': 'Getting your health quiz ready…',
  custom: 'Making your quiz…',
};

/** The screen for each phase of a quiz page: the setup form is the one the page passes in. */
export function QuizPhases<Body>({
  flow,
  loadingMessage,
  isSafety,
  area,
  setup,
}: {
  flow: QuizFlow<Body>;
  loadingMessage: string;
  isSafety: boolean;
  area: Area;
  setup: ReactNode;
}) {
  const { phase, setPhase } = flow;
  const learner = useActiveLearner(flow.isSignedIn).data;
  // A learner who has finished no quiz yet is on their first: they are told, in a child's words, what is kept.
  const rewards = useRewards(learner?.id);
  // The active learner's own read-aloud choice, as in their space: a parent's page reads for them too.
  const [readAloud, setReadAloud] = useReadAloud(learner?.playSettings.readAloud);
  useChildMode(phase.name === 'quiz' || phase.name === 'results' || phase.name === 'review');
  const isQuizStarting = phase.name === 'loading';
  useEffect(() => {
    if (!isQuizStarting) return;
    void QuizPlayer.preload();
    void ResultsScreen.preload();
    void ReviewScreen.preload();
  }, [isQuizStarting]);
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
              speechLanguage: speechLanguageFor(learner?.country),
            }}
            readAloud={readAloud}
            onReadAloudChange={setReadAloud}
            intro={rewards.data?.stars === 0 ? <ChildPrivacyNote /> : undefined}
            onFinished={(results) => setPhase({ name: 'results', quiz: phase.quiz, results })}
            onLeave={() => setPhase({ name: 'setup' })}
            wayBack={{ label: 'Back', onClick: () => setPhase({ name: 'setup' }) }}
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
              resetQuiz(phase.quiz.sessionId).then(({ sessionId }) =>
                setPhase({
                  name: 'quiz',
                  quiz: retakeOf(phase.quiz, sessionId),
                  startIndex: 0,
                  startScore: 0,
                }),
              )
            }
            speechLanguage={speechLanguageFor(learner?.country)}
            readAloud={readAloud}
            starsOnly={learner !== undefined && learner !== null && bracketForAge(learner.age) === '4-6'}
            onNewQuiz={() => setPhase({ name: 'setup' })}
          />
        );
      case 'review':
        return (
          <ReviewScreen
            results={phase.results}
            onBack={() => setPhase({ name: 'results', quiz: phase.quiz, results: phase.results })}
            speechLanguage={speechLanguageFor(learner?.country)}
          />
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
            <LazyCustomSubjectsOff initialSubject={phase.subject} age={learner?.age} country={learner?.country} />
          </Page>
        );
      default:
        return setup;
    }
  }

  return (
    <>
      <ErrorBoundary
        key={phase.name}
        fallback={() => <ChildProblemScreen action="Back to the start" onAction={() => setPhase({ name: 'setup' })} />}
      >
        <Suspense fallback={<PageSpinner />}>{quizPhase()}</Suspense>
      </ErrorBoundary>
      {/* A quiz refused for the plan (a longer one, the month's limit) offers the upgrade. */}
      <PremiumDialog
        feature={flow.premium?.feature ?? null}
        message={flow.premium?.message}
        onClose={() => flow.setPremium(null)}
      />
    </>
  );
}
