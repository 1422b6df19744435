import { type ComponentProps, lazy, Suspense } from 'react';
import { PageSpinner } from '@/ui/spinner.tsx';

const Notice = lazy(() =>
  import('./custom-subjects-off.tsx').then((module) => ({ default: module.CustomSubjectsOff })),
);

/**
 * The custom-subjects-off notice, loaded when shown: its topic finder carries every popular
 * topic's vocabulary, which no other quiz page needs.
 */
export function LazyCustomSubjectsOff(props: ComponentProps<typeof Notice>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Notice {...props} />
    </Suspense>
  );
}
