import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GrownUpGate, grownUpSum, HOLD_MS } from './grown-up-gate.tsx';

function renderGate() {
  const onPass = vi.fn();
  const onOpenChange = vi.fn();
  render(<GrownUpGate open onOpenChange={onOpenChange} onPass={onPass} purpose="Leave Lily’s games" />);
  return { onPass, onOpenChange };
}

const holdButton = () => screen.getByRole('button', { name: 'Leave Lily’s games: press and hold for 3 seconds' });

function askedSum(): number {
  const label = screen.getByText(/^Or answer: what is \d+ \+ \d+\?$/).textContent ?? '';
  const [left, right] = (label.match(/\d+/g) ?? []).map(Number);
  return (left ?? 0) + (right ?? 0);
}

describe('the grown-up gate', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says what it is for, to a screen reader too', () => {
    renderGate();
    expect(screen.getByRole('dialog', { name: 'For grown-ups' })).toBeTruthy();
    expect(screen.getByText('Leave Lily’s games?')).toBeTruthy();
    expect(holdButton()).toBeTruthy();
  });

  it('opens after a hold of three seconds, not a tap or a shorter hold', async () => {
    vi.useFakeTimers();
    const { onPass } = renderGate();

    fireEvent.pointerDown(holdButton(), { pointerId: 1 });
    await act(() => vi.advanceTimersByTimeAsync(HOLD_MS - 100));
    fireEvent.pointerUp(holdButton(), { pointerId: 1 });
    await act(() => vi.advanceTimersByTimeAsync(HOLD_MS));
    expect(onPass).not.toHaveBeenCalled();

    fireEvent.pointerDown(holdButton(), { pointerId: 1 });
    expect(screen.getByText('Keep holding…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(HOLD_MS));
    expect(onPass).toHaveBeenCalledTimes(1);
  });

  it('can be held from the keyboard: Space held down for three seconds', async () => {
    vi.useFakeTimers();
    const { onPass } = renderGate();
    fireEvent.keyDown(holdButton(), { key: ' ' });
    fireEvent.keyDown(holdButton(), { key: ' ', repeat: true });
    await act(() => vi.advanceTimersByTimeAsync(HOLD_MS));
    expect(onPass).toHaveBeenCalledTimes(1);
  });

  it('opens for the right sum typed in, and says so kindly when it is wrong', () => {
    const { onPass } = renderGate();
    const answer = screen.getByLabelText(/^Or answer: what is/);
    expect(answer.getAttribute('inputmode')).toBe('numeric');

    fireEvent.change(answer, { target: { value: String(askedSum() + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert').textContent).toBe('That is not it. Try again, or hold the button.');
    expect(onPass).not.toHaveBeenCalled();

    fireEvent.change(answer, { target: { value: String(askedSum()) } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onPass).toHaveBeenCalledTimes(1);
  });

  it('keeps the child where they were on Keep playing', () => {
    const { onPass, onOpenChange } = renderGate();
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onPass).not.toHaveBeenCalled();
  });

  it('asks sums of two two-digit numbers', () => {
    for (const random of [() => 0, () => 0.999]) {
      const { left, right } = grownUpSum(random);
      for (const number of [left, right]) {
        expect(number).toBeGreaterThanOrEqual(10);
        expect(number).toBeLessThan(100);
      }
    }
  });
});
