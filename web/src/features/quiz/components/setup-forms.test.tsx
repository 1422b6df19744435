import type { PrefillResponse } from '@contract/learners.ts';
import { QUIZ_MESSAGES, type SafetyAreaCategory } from '@contract/quiz.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldError } from '@/test/field-error.ts';
import { renderInApp } from '@/test/render.tsx';
import { setSelectValuesAsText } from '@/test/select-value.ts';
import { KnowMyselfSetupForm } from './know-myself-setup-form.tsx';
import { SafetySetupForm } from './safety-setup-form.tsx';

const PREFILL: PrefillResponse = {
  prefillData: { firstName: 'Sam', lastName: 'Smith', age: 11, country: 'UK', homeAddress: '1 High Street' },
  hasExtendedInfo: true,
};

interface Options {
  hasPremium?: boolean;
  prefill?: PrefillResponse;
}

function renderSafetyForm({
  category = 'general-safety',
  hasPremium = false,
  prefill = PREFILL,
}: Options & { category?: SafetyAreaCategory } = {}) {
  const onSubmit = vi.fn();
  const onPremiumNeeded = vi.fn();
  renderInApp(
    <SafetySetupForm
      category={category}
      prefill={prefill}
      hasPremium={hasPremium}
      isPending={false}
      failure={null}
      lastSent={undefined}
      onSubmit={onSubmit}
      onPremiumNeeded={onPremiumNeeded}
    />,
  );
  return { onSubmit, onPremiumNeeded, user: userEvent.setup() };
}

function renderKnowMyselfForm({ hasPremium = false, prefill = PREFILL }: Options = {}) {
  const onSubmit = vi.fn();
  const onPremiumNeeded = vi.fn();
  renderInApp(
    <KnowMyselfSetupForm
      prefill={prefill}
      hasPremium={hasPremium}
      isPending={false}
      failure={null}
      lastSent={undefined}
      onSubmit={onSubmit}
      onPremiumNeeded={onPremiumNeeded}
    />,
  );
  return { onSubmit, onPremiumNeeded, user: userEvent.setup() };
}

const optionLabels = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the safety and Know Myself setup forms', () => {
  beforeAll(setSelectValuesAsText);
  afterEach(cleanup);

  it('asks nothing about the child for a safety quiz, and sends only its settings', async () => {
    const { user, onSubmit } = renderSafetyForm();
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.queryByLabelText('Home address (with postcode or ZIP code)')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      category: 'general-safety',
      ageBracket: '10-12',
      country: 'UK',
      numQuestions: 5,
      difficultyLevel: 'Medium',
    });
  });

  it('says a Know Myself name is required, in the contract’s words, and sends nothing', async () => {
    const { user, onSubmit } = renderKnowMyselfForm();

    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));

    await waitFor(() => expect(fieldError('First name')).toBe(QUIZ_MESSAGES.firstNameRequired));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers premium instead of a longer quiz on the free plan, and keeps 5 questions', async () => {
    const { user, onSubmit, onPremiumNeeded } = renderSafetyForm();
    const count = screen.getByLabelText('Number of questions') as HTMLSelectElement;
    expect(optionLabels('Number of questions')).toContain('10 questions (premium)');

    await user.selectOptions(count, '10');

    expect(onPremiumNeeded).toHaveBeenCalledWith(QUIZ_MESSAGES.premiumQuestions);
    expect(count.value).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ numQuestions: 5 })));
  });

  it('lets a premium parent choose a longer quiz', async () => {
    const { user, onSubmit, onPremiumNeeded } = renderSafetyForm({ hasPremium: true });

    await user.selectOptions(screen.getByLabelText('Number of questions'), '15');
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ numQuestions: 15 })));
    expect(onPremiumNeeded).not.toHaveBeenCalled();
  });

  it('offers no 4 to 6 age group for online safety', () => {
    renderSafetyForm({ category: 'digital-safety' });
    expect(optionLabels('Age group')).toEqual(['Ages 7-9', 'Ages 10-12', 'Ages 13-16']);
  });

  it('locks the premium sections of Know Myself on the free plan and sends the details filled in', async () => {
    const { user, onSubmit } = renderKnowMyselfForm();
    expect((screen.getByLabelText('School name') as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    expect((screen.getByLabelText('Home address (with postcode or ZIP code)') as HTMLInputElement).value).toBe(
      '1 High Street',
    );

    await user.type(screen.getByLabelText("Pet's name"), 'Biscuit');
    await user.type(screen.getByLabelText('Kind of pet'), 'Dog');
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      category: 'personal-info-recall',
      age: 11,
      homeAddress: '1 High Street',
      numQuestions: 10,
      difficultyLevel: 'Normal',
      pets: [{ type: 'Dog', name: 'Biscuit' }],
      siblings: [],
      importantInfo: [],
    });
  });

  it('offers premium instead of a Know Myself quiz of 15 on the free plan, and keeps 10', async () => {
    const { user, onPremiumNeeded } = renderKnowMyselfForm();
    const count = screen.getByLabelText('Number of questions') as HTMLSelectElement;

    await user.selectOptions(count, '15');

    expect(onPremiumNeeded).toHaveBeenCalledWith(QUIZ_MESSAGES.premiumKnowMyself);
    expect(count.value).toBe('10');
  });
});
