import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChildProblemScreen, ErrorBoundary } from './error-boundary.tsx';

function Fragile({ shouldFail }: { shouldFail: boolean }) {
  if (shouldFail) throw new Error('broken screen');
  return <p>All well</p>;
}

/** A screen that fails until the way-on button fixes what broke it. */
function Harness() {
  const [shouldFail, setShouldFail] = useState(true);
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <ChildProblemScreen
          action="Back to my games"
          onAction={() => {
            setShouldFail(false);
            reset();
          }}
        />
      )}
    >
      <Fragile shouldFail={shouldFail} />
    </ErrorBoundary>
  );
}

describe('the error boundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows a child’s screen with a way on instead of a blank page, and draws again after it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.queryByText(/broken screen/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back to my games' }));

    expect(screen.getByText('All well')).toBeTruthy();
  });
});
