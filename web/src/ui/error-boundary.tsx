import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Guide } from './pictures.tsx';

/**
 * Catches a screen that fails while drawing, so one broken part shows a kind screen with a way on
 * instead of a blank page. FALLBACK gets RESET, which draws the children again.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; fallback: (reset: () => void) => ReactNode },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed to draw', error, info.componentStack);
  }

  reset = () => this.setState({ hasFailed: false });

  override render(): ReactNode {
    return this.state.hasFailed ? this.props.fallback(this.reset) : this.props.children;
  }
}

/** What a child sees when their screen fails: the guide, short words and one big way on. */
export function ChildProblemScreen({ action, onAction }: { action: string; onAction: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] w-full max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <Guide mood="thinking" className="size-24" />
      <h1 className="font-display text-3xl font-semibold">Oops! Something went wrong</h1>
      <p className="text-xl">It’s not your fault. Let’s try again.</p>
      <Button size="lg" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
