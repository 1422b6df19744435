import { DEFAULT_HISTORY_PERIOD, HISTORY_PERIODS, type HistoryEntry, type HistoryPeriod } from '@contract/analytics.ts';
import { CircleCheck, CircleX, History, Lock, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RequireAccount } from '@/features/auth';
import { PremiumDialog, usePremiumStatus } from '@/features/billing';
import { useLearners } from '@/features/learners';
import { formatCompletedAt } from '@/lib/dates.ts';
import { Accordion, AccordionItem } from '@/ui/accordion.tsx';
import { Badge } from '@/ui/badge.tsx';
import { buttonClasses } from '@/ui/button-classes.ts';
import { Card } from '@/ui/card.tsx';
import { alertFor, ErrorAlert } from '@/ui/error-alert.tsx';
import { SelectField } from '@/ui/field.tsx';
import { BackLink, Page, PageHeader } from '@/ui/page.tsx';
import { ScoreBadge } from '@/ui/score-badge.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { StatusCard } from '@/ui/status-card.tsx';
import { isHistoryPeriod, useQuizHistory } from '../api/get-quiz-history.ts';

const HISTORY_PERIOD_LABELS: Record<HistoryPeriod, string> = {
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  '180': 'Last 180 days',
  all: 'All time',
};

const PLACEHOLDER_ROWS = 5;
const PERIOD_OPTIONS = HISTORY_PERIODS.map((period) => ({ value: period, label: HISTORY_PERIOD_LABELS[period] }));

function QuestionReview({ entry }: { entry: HistoryEntry }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
    <section tabIndex={0} className="max-h-96 overflow-y-auto pr-1" aria-labelledby={`review-${entry.id}`}>
      <h3 id={`review-${entry.id}`} className="mb-2 text-sm font-bold uppercase tracking-wide text-sand-11">
        Question Review
      </h3>
      <ol className="flex flex-col gap-3">
        {(entry.questionsData ?? []).map((record, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a finished quiz's questions never change order
          <li key={index} className="rounded-xl border border-sand-5 bg-sand-1 p-3">
            <div className="flex items-start justify-between gap-3">
              <p className="font-bold">
                {index + 1}. {record.question}
              </p>
              {record.isCorrect ? (
                <Badge tone="success" className="shrink-0">
                  <CircleCheck className="size-3.5" aria-hidden="true" />
                  Correct
                </Badge>
              ) : (
                <Badge tone="danger" className="shrink-0">
                  <CircleX className="size-3.5" aria-hidden="true" />
                  Incorrect
                </Badge>
              )}
            </div>
            <p className="mt-1.5 text-sm">
              <span className="font-bold text-grass-11">Correct answer:</span> {record.correctAnswer}
            </p>
            {record.selectedAnswer !== null && record.selectedAnswer !== record.correctAnswer ? (
              <p className="text-sm">
                <span className="font-bold text-red-11">
                  {record.answerMode === 'type' ? 'Your child typed:' : 'Your child’s answer:'}
                </span>{' '}
                {record.selectedAnswer}
              </p>
            ) : null}
            {record.explanation ? <p className="mt-1 text-sm text-sand-11">{record.explanation}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function RowSummary({ entry }: { entry: HistoryEntry }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col gap-1">
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="min-w-0 font-bold text-lg">{entry.title}</span>
        <ScoreBadge score={entry.score} questionCount={entry.questionCount} />
      </span>
      <span className="text-sm text-sand-11">
        <span className="font-bold text-sand-12">
          {entry.score}/{entry.questionCount}
        </span>{' '}
        · {formatCompletedAt(entry.completedAt)} · {entry.questionCount}{' '}
        {entry.questionCount === 1 ? 'question' : 'questions'}
      </span>
    </span>
  );
}

function HistoryList({ learnerId, period }: { learnerId: string; period: HistoryPeriod }) {
  const history = useQuizHistory(learnerId, period, true);
  const [openId, setOpenId] = useState('');

  if (history.isPending) {
    return (
      <ul className="flex flex-col gap-3" aria-busy="true" aria-label="Loading quizzes">
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={index} className="h-20 rounded-[var(--radius-card)] bg-sand-3" />
        ))}
      </ul>
    );
  }
  if (history.isError) {
    return <ErrorAlert error={alertFor(history.error, 'The quiz history could not be loaded. Please try again.')} />;
  }
  const entries = history.data.quizHistory;
  if (entries.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 py-10 text-center">
        <History className="size-10 text-sand-9" aria-hidden="true" />
        <h2 className="font-display text-2xl font-semibold">No quizzes found</h2>
        <p className="text-sand-11">
          {period === 'all'
            ? 'No quizzes have been completed yet.'
            : `No quizzes found in the selected time period (${HISTORY_PERIOD_LABELS[period].toLowerCase()}).`}
        </p>
        <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
          Start Your First Quiz
        </Link>
      </Card>
    );
  }
  return (
    <>
      <Accordion value={openId} onValueChange={setOpenId}>
        {entries.map((entry) =>
          entry.questionsData && entry.questionsData.length > 0 ? (
            <AccordionItem key={entry.id} value={entry.id} size="row" title={<RowSummary entry={entry} />}>
              <QuestionReview entry={entry} />
            </AccordionItem>
          ) : (
            <div
              key={entry.id}
              className="rounded-[var(--radius-card)] border border-sand-6 bg-white px-4 py-3 shadow-[var(--shadow-card)] sm:px-5"
            >
              <RowSummary entry={entry} />
            </div>
          ),
        )}
      </Accordion>
      {history.data.truncated ? (
        <p className="mt-4 text-sm text-sand-11">
          Showing the latest {entries.length} quizzes. Choose a shorter period to see the rest.
        </p>
      ) : null}
    </>
  );
}

function CountBadge({ learnerId, period, enabled }: { learnerId: string; period: HistoryPeriod; enabled: boolean }) {
  const history = useQuizHistory(learnerId, period, enabled);
  if (!history.data) return null;
  const count = history.data.quizHistory.length;
  return <Badge tone="info">{`${count} ${count === 1 ? 'quiz' : 'quizzes'}`}</Badge>;
}

function QuizHistory() {
  const [params, setParams] = useSearchParams();
  const learners = useLearners();
  const hasPremium = usePremiumStatus(true);
  const [showUpgrade, setShowUpgrade] = useState(false);
  const requested = params.get('learner');
  const periodParam = params.get('period');
  const period = isHistoryPeriod(periodParam) ? periodParam : DEFAULT_HISTORY_PERIOD;
  const list = learners.data ?? [];
  const learner = list.find((entry) => entry.id === requested) ?? list.find((entry) => entry.isActive);
  const isPremium = hasPremium.data === true;

  useEffect(() => {
    if (learner && hasPremium.data === false) setShowUpgrade(true);
  }, [learner, hasPremium.data]);

  if (learners.isPending || hasPremium.isPending) return <PageSpinner />;
  if (!learner) {
    return (
      <StatusCard
        icon={UserRound}
        title="No learner selected"
        actions={
          <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
            Return to Dashboard
          </Link>
        }
      >
        <p>No learner selected. Please return to the dashboard and select a learner profile.</p>
      </StatusCard>
    );
  }

  return (
    <Page>
      <title>{`Quiz History — ${learner.firstName} — SafeSteps`}</title>
      <BackLink to="/dashboard">Dashboard</BackLink>
      <PageHeader title="Quiz History" lead={`Every quiz ${learner.firstName} has finished, question by question.`}>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
          <SelectField
            label="Period"
            className="w-full sm:w-60"
            options={PERIOD_OPTIONS}
            value={period}
            disabled={!isPremium}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              next.set('learner', learner.id);
              next.set('period', event.target.value);
              setParams(next, { replace: true });
            }}
          />
          <CountBadge learnerId={learner.id} period={period} enabled={isPremium} />
        </div>
      </PageHeader>
      {isPremium ? (
        <HistoryList key={`${learner.id}-${period}`} learnerId={learner.id} period={period} />
      ) : (
        <Card className="flex flex-col items-center gap-3 py-10 text-center">
          <Lock className="size-10 text-amber-11" aria-hidden="true" />
          <h2 className="font-display text-2xl font-semibold">Quiz History is a Premium Feature</h2>
          <p className="max-w-[44ch] text-sand-11">
            See every quiz {learner.firstName} has finished, with each question and answer.
          </p>
          <Link to="/pricing" className={buttonClasses('primary', 'lg')}>
            See premium
          </Link>
        </Card>
      )}
      <PremiumDialog feature={showUpgrade ? 'history' : null} onClose={() => setShowUpgrade(false)} />
    </Page>
  );
}

export default function QuizHistoryPage() {
  return (
    <RequireAccount>
      <QuizHistory />
    </RequireAccount>
  );
}
