import { SAFETY_CATEGORY_INFO, type SafetyCategory } from '@contract/constants.ts';
import { type CategoryQuizBody, KNOW_MYSELF_CATEGORY } from '@contract/quiz.ts';
import { useLocation } from 'react-router';
import { usePremiumStatus } from '@/features/billing';
import { useActiveLearner, useLearnerPrefill } from '@/features/learners';
import { BackLink, Page, PageHeader } from '@/ui/page.tsx';
import { AREA_OF_CATEGORY, AreaPicture } from '@/ui/pictures.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { useGenerateCategoryQuiz } from '../api/generate-category-quiz.ts';
import { FreeQuizzesLeft } from '../notices/free-quizzes-left.tsx';
import { KnowMyselfSetupForm } from './know-myself-setup-form.tsx';
import { LOADING_MESSAGES, QuizPhases } from './quiz-phases.tsx';
import { SafetySetupForm } from './safety-setup-form.tsx';
import { NeedsLearner, PrivacyNote } from './setup-notes.tsx';
import { useQuizFlow } from './use-quiz-flow.ts';

export default function SafetyQuizPage() {
  const { pathname } = useLocation();
  const info = SAFETY_CATEGORY_INFO.find((entry) => entry.path === pathname);
  const category: SafetyCategory = info?.slug ?? 'general-safety';
  const isKnowMyself = category === KNOW_MYSELF_CATEGORY;
  const generateMutation = useGenerateCategoryQuiz();
  const flow = useQuizFlow<CategoryQuizBody>({
    generate: generateMutation.mutateAsync,
    isPending: generateMutation.isPending,
    failureTitle: 'Generation Failed',
    premiumFeature: 'default',
  });
  const active = useActiveLearner(flow.isSignedIn);
  const prefill = useLearnerPrefill(active.data?.id ?? undefined);
  const premiumStatus = usePremiumStatus(flow.isSignedIn);
  const hasPremium = premiumStatus.data ?? false;
  // The form waits for the plan too: a premium parent must never meet locked options while it loads.
  const isLoadingLearner =
    flow.isUserPending ||
    (flow.isSignedIn && (active.isPending || premiumStatus.isPending || (active.data && prefill.isPending)));

  const { lastSent } = flow;
  const formProps = {
    prefill: prefill.data,
    hasPremium,
    isPending: generateMutation.isPending,
    failure: flow.failure,
    onSubmit: (body: CategoryQuizBody) => flow.submit(body, body.difficultyLevel, body.numQuestions),
    onPremiumNeeded: (message: string) => flow.setPremium({ feature: 'default', message }),
  };

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
      ) : isKnowMyself ? (
        <KnowMyselfSetupForm
          key={`${category}-${active.data?.id ?? 'visitor'}`}
          lastSent={lastSent?.category === KNOW_MYSELF_CATEGORY ? lastSent : undefined}
          {...formProps}
        />
      ) : (
        <SafetySetupForm
          key={`${category}-${active.data?.id ?? 'visitor'}`}
          category={category}
          lastSent={lastSent?.category !== KNOW_MYSELF_CATEGORY ? lastSent : undefined}
          {...formProps}
        />
      )}
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
