import { defaultPlaySettings, LEARNER_MESSAGES, type Learner, type LearnerSummary } from '@contract/learners.ts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, reply, stubFetch } from '@/test/fetch-stub.ts';
import { fieldError } from '@/test/field-error.ts';
import { aLearner } from '@/test/fixtures.ts';
import { renderInApp } from '@/test/render.tsx';
import { LearnerDialog } from './learner-dialog.tsx';

const SAM: LearnerSummary = aLearner({ firstName: 'Sam', lastName: 'Smith' });

const saved = (body: Partial<Learner>) => reply({ learner: { ...SAM, ...body } satisfies Learner });

function renderDialog(learner?: LearnerSummary) {
  const onClose = vi.fn();
  const onLimitReached = vi.fn();
  renderInApp(<LearnerDialog open learner={learner} onClose={onClose} onLimitReached={onLimitReached} />);
  return { onClose, onLimitReached, user: userEvent.setup() };
}

describe('the learner form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says a name is required, in the contract’s words, and saves nothing', async () => {
    const server = stubFetch({});
    const { user, onClose } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Add Learner' }));

    await waitFor(() => expect(fieldError('First name')).toBe(LEARNER_MESSAGES.firstNameRequired));
    expect(fieldError('Last name')).toBe(LEARNER_MESSAGES.lastNameRequired);
    expect(server.sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for an emergency number only for another country, and checks it is 2 to 4 digits', async () => {
    stubFetch({});
    const { user } = renderDialog();
    expect(screen.queryByLabelText('Emergency number in your country (optional)')).toBeNull();

    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Smith');
    await user.selectOptions(screen.getByLabelText('Country'), 'other');
    await user.type(screen.getByLabelText('Emergency number in your country (optional)'), '1');
    await user.click(screen.getByRole('button', { name: 'Add Learner' }));

    await waitFor(() =>
      expect(fieldError('Emergency number in your country (optional)')).toBe(LEARNER_MESSAGES.emergencyNumber),
    );
  });

  it('adds a learner with the details given, then closes', async () => {
    const server = stubFetch({ 'POST /api/learners': ({ body }) => saved(body as Partial<Learner>) });
    const { user, onClose } = renderDialog();

    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Smith');
    await user.selectOptions(screen.getByLabelText('Age'), '9');
    await user.click(screen.getByRole('checkbox', { name: /Always wait for my child to tap Next/ }));
    await user.click(screen.getByRole('button', { name: 'Add Learner' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.bodiesTo('POST', '/api/learners')).toEqual([
      {
        firstName: 'Sam',
        lastName: 'Smith',
        age: 9,
        country: 'UK',
        emergencyNumber: '',
        aiEnabled: true,
        waitForNext: false,
      },
    ]);
  });

  it('edits a learner from their saved details', async () => {
    const server = stubFetch({ 'PUT /api/learners/l1': ({ body }) => saved(body as Partial<Learner>) });
    const { user, onClose } = renderDialog(SAM);
    const firstName = screen.getByLabelText('First name') as HTMLInputElement;
    expect(firstName.value).toBe('Sam');

    await user.clear(firstName);
    await user.type(firstName, 'Samuel');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.bodiesTo('PUT', '/api/learners/l1')).toEqual([
      expect.objectContaining({ firstName: 'Samuel', lastName: 'Smith', age: 8, country: 'UK' }),
    ]);
  });

  it('offers a popular topic only from its minimum age, and drops it when the age is lowered', async () => {
    const youtube = 'How to Start a YouTube Channel';
    const server = stubFetch({ 'PUT /api/learners/l1': ({ body }) => saved(body as Partial<Learner>) });
    const teen = { ...SAM, age: 14, playSettings: { ...defaultPlaySettings(14), topics: [youtube, 'Science Sparks'] } };
    const { user, onClose } = renderDialog(teen);
    const topic = (name: string) => screen.queryByRole('checkbox', { name });
    expect(topic(youtube)).toHaveProperty('checked', true);

    await user.selectOptions(screen.getByLabelText('Age'), '12');
    expect(topic(youtube)).toBeNull();
    expect(topic('Science Sparks')).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.bodiesTo('PUT', '/api/learners/l1')).toEqual([
      expect.objectContaining({ age: 12, playSettings: expect.objectContaining({ topics: ['Science Sparks'] }) }),
    ]);
  });

  it('offers the upgrade when the plan has no room for another learner', async () => {
    stubFetch({ 'POST /api/learners': () => errorReply('PREMIUM_REQUIRED', LEARNER_MESSAGES.freeLimit) });
    const { user, onLimitReached, onClose } = renderDialog();

    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Last name'), 'Smith');
    await user.click(screen.getByRole('button', { name: 'Add Learner' }));

    await waitFor(() => expect(onLimitReached).toHaveBeenCalledWith(LEARNER_MESSAGES.freeLimit));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows any other refusal in the form', async () => {
    stubFetch({ 'POST /api/learners': () => errorReply('BAD_REQUEST', 'Names can be at most 60 characters') });
    const { user, onClose } = renderDialog();

    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Last name'), 'Smith');
    await user.click(screen.getByRole('button', { name: 'Add Learner' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Names can be at most 60 characters');
    expect(onClose).not.toHaveBeenCalled();
  });
});
