import type { Learner } from '@contract/learners.ts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, reply, stubFetch } from '@/test/fetch-stub.ts';
import { aLearner, PARENT } from '@/test/fixtures.ts';
import { renderInApp } from '@/test/render.tsx';
import PopularTopicsPage from './popular-topics-page.tsx';

const learnerAged = (age: number, country: Learner['country'] = 'UK'): Learner => aLearner({ age, country });
const YOUTUBE = 'How to Start a YouTube Channel';

/** The page with the Real Life and Ready group open, once it says whose age it shows (if anyone's). */
async function openRealLife(age?: number) {
  renderInApp(<PopularTopicsPage />, { path: '/popular-topics' });
  if (age !== undefined) await screen.findByText(`Showing the topics for Maya’s age (${age}).`);
  await userEvent.setup().click(screen.getByRole('button', { name: /Real Life and Ready/ }));
  return screen.getByRole('link', { name: 'Coding for Kids' });
}

describe('the Popular Topics page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('leaves out a topic the active learner is too young for', async () => {
    const server = stubFetch({
      'GET /api/auth/me': () => reply({ user: PARENT }),
      'GET /api/learners/active': () => reply({ learner: learnerAged(12) }),
    });
    await openRealLife(12);
    expect(screen.getByRole('link', { name: 'Famous Inventions and Inventors' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: YOUTUBE })).toBeNull();
    expect(server.unanswered).toEqual([]);
  });

  it('leaves it out for a learner whose country sets a higher minimum (Australia: 16)', async () => {
    stubFetch({
      'GET /api/auth/me': () => reply({ user: PARENT }),
      'GET /api/learners/active': () => reply({ learner: learnerAged(15, 'AU') }),
    });
    await openRealLife(15);
    expect(screen.queryByRole('link', { name: YOUTUBE })).toBeNull();
    cleanup();

    stubFetch({
      'GET /api/auth/me': () => reply({ user: PARENT }),
      'GET /api/learners/active': () => reply({ learner: learnerAged(16, 'AU') }),
    });
    await openRealLife(16);
    expect(screen.getByRole('link', { name: YOUTUBE })).toBeTruthy();
  });

  it('offers it from its minimum age, and to a visitor', async () => {
    stubFetch({
      'GET /api/auth/me': () => reply({ user: PARENT }),
      'GET /api/learners/active': () => reply({ learner: learnerAged(13) }),
    });
    await openRealLife(13);
    expect(screen.getByRole('link', { name: YOUTUBE })).toBeTruthy();
    cleanup();

    const visitor = stubFetch({ 'GET /api/auth/me': () => errorReply('UNAUTHORIZED', 'Please sign in') });
    await openRealLife();
    expect(screen.getByRole('link', { name: YOUTUBE })).toBeTruthy();
    expect(visitor.unanswered).toEqual([]);
  });
});
