import { bracketForAge, SAFETY_CATEGORY_INFO, type SafetyCategory } from '@contract/constants.ts';
import { type LearnerSummary, playAreasFor, playTopicsFor } from '@contract/learners.ts';
import type { GenerateQuizResponse, QuizResults, QuizType, UnfinishedQuiz } from '@contract/quiz.ts';
import { PICTURE_OF_AREA, pictureOfQuiz, STAR_PICTURE } from '@contract/tile-pictures.ts';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { usePremiumStatus } from '@/features/billing';
import { useActivateLearner, useLearnerPrefill, useLearners } from '@/features/learners';
import {
  fetchQuiz,
  generateCategoryQuiz,
  generateCustomQuiz,
  QuizPlayer,
  ResultsScreen,
  ReviewScreen,
  resetQuiz,
  retakeOf,
} from '@/features/quiz';
import { useRewards } from '@/features/rewards';
import { isApiError } from '@/lib/api-client.ts';
import { useReadAloud } from '@/lib/play-settings.ts';
import { hasEnglishVoice, readAloud as speak, speechLanguageFor } from '@/lib/speech.ts';
import type { AreaColour } from '@/ui/area-colours.ts';
import { Button } from '@/ui/button.tsx';
import { ChildProblemScreen, ErrorBoundary } from '@/ui/error-boundary.tsx';
import { GrownUpGate } from '@/ui/grown-up-gate.tsx';
import { Picture } from '@/ui/picture.tsx';
import { AREA_OF_CATEGORY, AREA_OF_QUIZ_TYPE, type Area, Guide } from '@/ui/pictures.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { useUnfinishedQuiz } from '../api/get-unfinished-quiz.ts';
import { categoryQuizRequest, type TileQuiz, topicQuizRequest } from '../quiz-requests.ts';
import { PlayTile } from './play-tile.tsx';
import { useStayInside } from './use-stay-inside.ts';

const COLOUR_OF_AREA: Record<Area, AreaColour> = {
  'know-myself': 'violet',
  everyday: 'amber',
  online: 'sky',
  health: 'grass',
  'brain-booster': 'pink',
};

/** Where the grown-up gate leads: the parent's own page. */
const PARENT_PAGE = '/dashboard';
/** Told once per device: the parent, not the child, can fix a missing voice. */
const NO_VOICE_TOLD_KEY = 'safesteps.no-english-voice-told';

type Screen =
  | { name: 'tiles' }
  | { name: 'starting'; area: Area }
  | { name: 'quiz'; quiz: GenerateQuizResponse; startIndex: number; startScore: number; area: Area }
  | { name: 'results'; quiz: GenerateQuizResponse; results: QuizResults; area: Area }
  | { name: 'review'; quiz: GenerateQuizResponse; results: QuizResults; area: Area }
  /** A quiz could not start: STOPPED says so in a child's words (no more this month, or a hiccup). */
  | { name: 'not started'; isLimit: boolean; retry: () => void };

function titleOf(category: SafetyCategory): string {
  return SAFETY_CATEGORY_INFO.find((info) => info.slug === category)?.title ?? category;
}

const areaOfQuizType = (quizType: QuizType): Area => AREA_OF_QUIZ_TYPE[quizType];

/** The parent is told once on this device when it has no English voice, so the child is not left in silence. */
function NoVoiceNote() {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const check = () => {
      if (hasEnglishVoice() !== false || localStorage.getItem(NO_VOICE_TOLD_KEY)) return;
      localStorage.setItem(NO_VOICE_TOLD_KEY, 'yes');
      setIsShown(true);
    };
    check();
    window.speechSynthesis?.addEventListener?.('voiceschanged', check);
    return () => window.speechSynthesis?.removeEventListener?.('voiceschanged', check);
  }, []);
  if (!isShown) return null;
  return (
    <p role="status" className="rounded-2xl bg-amber-3 px-4 py-3 text-amber-12">
      For grown-ups: this device has no English voice, so questions can’t be read aloud. Add one in the device’s speech
      settings.{' '}
      <button type="button" className="font-bold underline" onClick={() => setIsShown(false)}>
        OK
      </button>
    </p>
  );
}

function Header({ learner, onGrownUps }: { learner: LearnerSummary; onGrownUps: () => void }) {
  return (
    <header className="mx-auto flex w-full max-w-[1120px] items-center justify-between gap-2 px-3 pt-3 sm:px-6">
      <span className="flex min-w-0 items-center gap-2 font-display text-lg font-semibold leading-tight text-iris-11 min-[360px]:text-xl">
        <Guide mood="happy" className="size-10 shrink-0" />
        <span className="min-w-0 break-words">{learner.firstName}’s games</span>
      </span>
      <button
        type="button"
        onClick={onGrownUps}
        className="flex min-h-12 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-bold text-sand-11 hover:bg-sand-4"
      >
        <LogOut className="size-4" aria-hidden="true" />
        Grown-ups
      </button>
    </header>
  );
}

function Tiles({
  learner,
  unfinished,
  hasPremium,
  isStarting,
  onPlay,
  onCarryOn,
}: {
  learner: LearnerSummary;
  unfinished: UnfinishedQuiz | undefined;
  hasPremium: boolean;
  isStarting: boolean;
  onPlay: (tile: TileQuiz, area: Area, title: string) => void;
  onCarryOn: (quiz: NonNullable<UnfinishedQuiz>) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const settings = learner.playSettings;
  const areas = playAreasFor(settings, learner.age);
  const topics = hasPremium ? playTopicsFor(settings, learner.age, learner.country) : [];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 pb-12 pt-4 sm:px-6">
      <title>{`${learner.firstName}’s games — SafeSteps`}</title>
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-center font-display text-3xl font-semibold focus:outline-none sm:text-4xl"
      >
        Hi {learner.firstName}! What shall we play?
      </h1>
      <StarsCollected learnerId={learner.id} />
      <NoVoiceNote />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {unfinished ? (
          <PlayTile
            isCarryOn
            title="Carry on"
            note={`${unfinished.currentQuestionIndex} of ${unfinished.questionCount} done`}
            colour={COLOUR_OF_AREA[areaOfQuizType(unfinished.quizType)]}
            picture={pictureOfQuiz(unfinished.quizType, unfinished.title)}
            onPlay={() => onCarryOn(unfinished)}
            disabled={isStarting}
          />
        ) : null}
        {areas.map((category) => {
          const area = AREA_OF_CATEGORY[category];
          const title = titleOf(category);
          return (
            <PlayTile
              key={category}
              title={title}
              colour={COLOUR_OF_AREA[area]}
              picture={PICTURE_OF_AREA[category]}
              onPlay={() => onPlay({ kind: 'safety', category }, area, title)}
              disabled={isStarting}
            />
          );
        })}
        {topics.map((topic) => (
          <PlayTile
            key={topic}
            title={topic}
            colour="pink"
            picture={pictureOfQuiz('custom', topic)}
            onPlay={() => onPlay({ kind: 'topic', topic }, 'brain-booster', topic)}
            disabled={isStarting}
          />
        ))}
      </ul>
    </div>
  );
}

/** The stars the child has collected, as a star and a number: nothing to read, no running words. */
function StarsCollected({ learnerId }: { learnerId: string }) {
  const stars = useRewards(learnerId).data?.stars ?? 0;
  if (stars === 0) return null;
  return (
    <p
      className="mx-auto flex items-center gap-2 rounded-full bg-amber-3 px-5 py-2 font-display text-3xl font-semibold text-amber-12"
      data-testid="stars-collected"
    >
      <Picture name={STAR_PICTURE} alt={`${stars} ${stars === 1 ? 'star' : 'stars'}`} className="size-10" />
      <span aria-hidden="true">{stars}</span>
    </p>
  );
}

/** The guide in the middle of the screen with a few words: starting, stopping, waiting. */
function GuideScreen({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <div className="mx-auto flex min-h-[60vh] w-full max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <Guide mood="thinking" className="size-24 motion-safe:animate-float" />
      <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold focus:outline-none">
        {title}
      </h1>
      {children}
    </div>
  );
}

/**
 * A child's own space (/play/:learnerId): big tiles for what the parent allows, each starting a
 * quiz from what the parent saved, "Carry on" first when a quiz is unfinished. Nothing here leads
 * to a parent page except through the grown-up gate, the back gesture included.
 */
export default function ChildSpacePage() {
  const { learnerId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const isSignedIn = Boolean(user.data);
  const learners = useLearners();
  const learner = learners.data?.find((entry) => entry.id === learnerId);
  const premium = usePremiumStatus(isSignedIn);
  const prefill = useLearnerPrefill(learner ? learnerId : undefined);
  const unfinished = useUnfinishedQuiz(learnerId);
  const activate = useActivateLearner();
  const [screen, setScreen] = useState<Screen>({ name: 'tiles' });
  const [isGateOpen, setIsGateOpen] = useState(false);
  useStayInside(() => setIsGateOpen(true));

  // Quizzes are made for the active learner: opening a child's space makes them the one.
  const activating = useRef(false);
  useEffect(() => {
    if (!learner || learner.isActive || activating.current) return;
    activating.current = true;
    activate.mutate(learner.id, { onSettled: () => (activating.current = false) });
  }, [learner, activate]);

  const settings = learner?.playSettings;
  const [readAloud, setReadAloud] = useReadAloud(settings?.readAloud);
  const speechLanguage = speechLanguageFor(learner?.country);
  const isYoungChild = learner ? bracketForAge(learner.age) === '4-6' : false;

  // The guide greets the child by name, spoken for those who have it read to them.
  const greeted = useRef(false);
  useEffect(() => {
    if (!learner || !readAloud || greeted.current) return;
    greeted.current = true;
    void speak([`Hi ${learner.firstName}! What shall we play?`], new AbortController().signal, speechLanguage);
  }, [learner, readAloud, speechLanguage]);

  const leave = () => navigate(PARENT_PAGE, { replace: true });
  const backToTiles = () => {
    void queryClient.invalidateQueries({ queryKey: ['quiz', 'unfinished', learnerId] });
    setScreen({ name: 'tiles' });
  };

  if (user.isPending || learners.isPending) return <PageSpinner />;
  if (!learner || learner.isReadOnly) {
    return (
      <GuideScreen title="This space isn’t open">
        <p className="text-xl">Ask your grown-up to open it for you.</p>
        <Button size="lg" onClick={() => setIsGateOpen(true)}>
          Grown-ups
        </Button>
        <GrownUpGate open={isGateOpen} onOpenChange={setIsGateOpen} onPass={leave} purpose="Go to your dashboard" />
      </GuideScreen>
    );
  }
  const isReady = learner.isActive && prefill.data !== undefined && premium.data !== undefined && settings;
  const hasPremium = premium.data ?? false;

  /** The tap that opens a quiz also starts the speech, so the browser lets it talk. */
  const startSpeaking = (words: string) => {
    if (readAloud) void speak([words], new AbortController().signal, speechLanguage);
  };

  const play = (tile: TileQuiz, area: Area, title: string) => {
    if (!isReady || !prefill.data) return;
    startSpeaking(`${title}. Let’s go!`);
    setScreen({ name: 'starting', area });
    const made =
      tile.kind === 'safety'
        ? generateCategoryQuiz(categoryQuizRequest(tile.category, prefill.data.prefillData, settings, hasPremium))
        : generateCustomQuiz(topicQuizRequest(tile.topic, prefill.data.prefillData, settings));
    made.then(
      (quiz) => {
        void queryClient.invalidateQueries({ queryKey: ['quota'] });
        setScreen({ name: 'quiz', quiz, startIndex: 0, startScore: 0, area });
      },
      (error: unknown) =>
        setScreen({
          name: 'not started',
          isLimit: isApiError(error, 'MONTHLY_LIMIT') || isApiError(error, 'PREMIUM_REQUIRED'),
          retry: () => play(tile, area, title),
        }),
    );
  };

  const carryOn = (quiz: NonNullable<UnfinishedQuiz>) => {
    const area = areaOfQuizType(quiz.quizType);
    startSpeaking('Let’s carry on!');
    setScreen({ name: 'starting', area });
    fetchQuiz(quiz.sessionId).then(
      (saved) =>
        saved.isCompleted
          ? backToTiles()
          : setScreen({
              name: 'quiz',
              quiz: saved,
              startIndex: saved.currentQuestionIndex,
              startScore: saved.score,
              area,
            }),
      () => setScreen({ name: 'not started', isLimit: false, retry: () => carryOn(quiz) }),
    );
  };

  function content() {
    if (!isReady) return <PageSpinner />;
    switch (screen.name) {
      case 'tiles':
        return (
          <Tiles
            learner={learner as LearnerSummary}
            unfinished={unfinished.data ?? undefined}
            hasPremium={hasPremium}
            isStarting={false}
            onPlay={play}
            onCarryOn={carryOn}
          />
        );
      case 'starting':
        return <GuideScreen title="Getting your game ready…" />;
      case 'quiz':
        return (
          <QuizPlayer
            key={`${screen.quiz.sessionId}-${screen.startIndex}`}
            start={{
              quiz: screen.quiz,
              startIndex: screen.startIndex,
              startScore: screen.startScore,
              isSafety: screen.area !== 'brain-booster',
              waitForNext: (learner as LearnerSummary).waitForNext,
              speechLanguage,
            }}
            readAloud={readAloud}
            onReadAloudChange={setReadAloud}
            onFinished={(results) => setScreen({ name: 'results', quiz: screen.quiz, results, area: screen.area })}
            onLeave={leave}
            leavePurpose="Leave the games and go to your dashboard"
            wayBack={{ label: 'Back to my games', onClick: backToTiles }}
          />
        );
      case 'results':
        return (
          <ResultsScreen
            results={screen.results}
            area={screen.area}
            learnerId={learnerId}
            starsOnly={isYoungChild}
            speechLanguage={speechLanguage}
            readAloud={readAloud}
            retakeLabel="Play again"
            newQuizLabel="Something else"
            onReview={() => setScreen({ ...screen, name: 'review' })}
            onRetake={() =>
              resetQuiz(screen.quiz.sessionId).then(({ sessionId }) =>
                setScreen({
                  name: 'quiz',
                  quiz: retakeOf(screen.quiz, sessionId),
                  startIndex: 0,
                  startScore: 0,
                  area: screen.area,
                }),
              )
            }
            onNewQuiz={backToTiles}
          />
        );
      case 'review':
        return (
          <ReviewScreen
            results={screen.results}
            speechLanguage={speechLanguage}
            onBack={() => setScreen({ ...screen, name: 'results' })}
          />
        );
      case 'not started':
        return (
          <GuideScreen title={screen.isLimit ? 'That’s all for now' : 'Oops! That game didn’t start'}>
            <p className="text-xl">{screen.isLimit ? 'Your grown-up can help you play more.' : 'Let’s try again.'}</p>
            <div className="flex flex-wrap justify-center gap-3">
              {screen.isLimit ? null : (
                <Button size="lg" onClick={screen.retry}>
                  Try again
                </Button>
              )}
              <Button size="lg" variant="secondary" onClick={backToTiles}>
                Back to my games
              </Button>
            </div>
          </GuideScreen>
        );
    }
  }

  return (
    <div className="flex min-h-dvh flex-col bg-sand-2">
      {screen.name === 'quiz' ? null : <Header learner={learner} onGrownUps={() => setIsGateOpen(true)} />}
      <main id="main" className="flex-1">
        <ErrorBoundary
          fallback={(reset) => (
            <ChildProblemScreen
              action="Back to my games"
              onAction={() => {
                backToTiles();
                reset();
              }}
            />
          )}
        >
          {content()}
        </ErrorBoundary>
      </main>
      <GrownUpGate
        open={isGateOpen}
        onOpenChange={setIsGateOpen}
        onPass={leave}
        purpose={`Leave ${learner.firstName}’s games and go to your dashboard`}
      />
    </div>
  );
}
