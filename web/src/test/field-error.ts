import { screen } from '@testing-library/react';

/** The error text tied to the field labelled LABEL (as a screen reader hears it), or undefined when it has none. */
export function fieldError(label: string): string | undefined {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? undefined) : undefined;
}
