import { HISTORY_PERIODS, type HistoryPeriod, HistoryResponse } from '@contract/analytics.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

const DAY_MS = 86_400_000;

export const quizHistoryQueryKeys = {
  all: ['analytics', 'history'] as const,
  forLearner: (learnerId: string | undefined, period: HistoryPeriod) =>
    [...quizHistoryQueryKeys.all, learnerId, period] as const,
};

/** The chosen period is sent as ISO start and end dates, with the period itself. */
function historyQuery(period: HistoryPeriod, now = new Date()): string {
  const params = new URLSearchParams({ period });
  if (period !== 'all') {
    params.set('startDate', new Date(now.getTime() - Number(period) * DAY_MS).toISOString());
    params.set('endDate', now.toISOString());
  }
  return params.toString();
}

export function quizHistoryQueryOptions(learnerId: string | undefined, period: HistoryPeriod, enabled = true) {
  return queryOptions({
    queryKey: quizHistoryQueryKeys.forLearner(learnerId, period),
    enabled: enabled && learnerId !== undefined,
    staleTime: 0,
    queryFn: () =>
      apiRequest(
        `/api/analytics/history/${encodeURIComponent(learnerId ?? '')}?${historyQuery(period)}`,
        HistoryResponse,
      ),
  });
}

export function useQuizHistory(learnerId: string | undefined, period: HistoryPeriod, enabled: boolean) {
  return useQuery(quizHistoryQueryOptions(learnerId, period, enabled));
}

export function isHistoryPeriod(value: string | null): value is HistoryPeriod {
  return (HISTORY_PERIODS as readonly string[]).includes(value ?? '');
}
