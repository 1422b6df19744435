import { useEffect, useRef } from 'react';

/**
 * Keeps the browser's back gesture inside a child's space: an extra history entry is pushed on
 * opening, and each time the child goes back it is pushed again and ON_BACK runs (the grown-up gate).
 */
export function useStayInside(onBack: () => void): void {
  const latest = useRef(onBack);
  latest.current = onBack;
  useEffect(() => {
    const guard = { ...(window.history.state as object | null), childSpaceGuard: true };
    window.history.pushState(guard, '');
    const stay = () => {
      window.history.pushState(guard, '');
      latest.current();
    };
    window.addEventListener('popstate', stay);
    return () => window.removeEventListener('popstate', stay);
  }, []);
}
