import { DEFAULT_POPULAR_TOPIC } from '@contract/constants.ts';
import type { CustomQuizBody } from '@contract/quiz.ts';
import { useLocation, useSearchParams } from 'react-router';
import { usePremiumStatus } from '@/features/billing';
import { useActiveLearner } from '@/features/learners';
import { useSite } from '@/features/site';
import { BackLink, Page, PageHeader } from '@/ui/page.tsx';
import { AreaPicture } from '@/ui/pictures.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { useGenerateCustomQuiz } from '../api/generate-custom-quiz.ts';
import { LazyCustomSubjectsOff } from '../notices/lazy-custom-subjects-off.tsx';
import { PremiumOnlyNote } from '../notices/premium-only-note.tsx';
import { CustomSetupForm } from './custom-setup-form.tsx';
import { LOADING_MESSAGES, QuizPhases } from './quiz-phases.tsx';
import { NeedsLearner, PrivacyNote } from './setup-notes.tsx';
import { useQuizFlow } from './use-quiz-flow.ts';

export default function BrainBoosterQuizPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isPopular = pathname === '/popular-topic-quiz';
  const topic = isPopular ? params.get('topic') || DEFAULT_POPULAR_TOPIC : undefined;
  const generateMutation = useGenerateCustomQuiz();
  const flow = useQuizFlow<CustomQuizBody>({
    generate: generateMutation.mutateAsync,
    isPending: generateMutation.isPending,
    failureTitle: 'Error',
    premiumFeature: isPopular ? 'popular' : 'custom',
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
        <LazyCustomSubjectsOff age={active.data?.age} country={active.data?.country} />
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
          failure={flow.failure}
          onSubmit={(body) =>
            flow.submit(body, body.difficultyLevel === 'Advanced' ? 'Hard' : body.difficultyLevel, body.numQuestions)
          }
          onPremiumNeeded={(message) => flow.setPremium({ feature: isPopular ? 'popular' : 'custom', message })}
        />
      )}
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
