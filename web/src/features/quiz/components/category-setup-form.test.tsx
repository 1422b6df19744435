import type { SafetyCategory } from '@contract/constants.ts';
import type { PrefillResponse } from '@contract/learners.ts';
import { QUIZ_MESSAGES } from '@contract/quiz.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldError } from '@/test/field-error.ts';
import { renderInApp } from '@/test/render.tsx';
import { setSelectValuesAsText } from '@/test/select-value.ts';
import { CategorySetupForm } from './category-setup-form.tsx';

const PREFILL: PrefillResponse = {
  prefillData: { firstName: 'Sam', lastName: 'Smith', age: 11, country: 'UK', homeAddress: '1 High Street' },
  hasExtendedInfo: true,
};

function renderForm({
  category = 'general-safety',
  hasPremium = false,
  prefill = PREFILL,
}: {
  category?: SafetyCategory;
  hasPremium?: boolean;
  prefill?: PrefillResponse;
} = {}) {
  const onSubmit = vi.fn();
  const onPremiumNeeded = vi.fn();
  renderInApp(
    <CategorySetupForm
      category={category}
      prefill={prefill}
      hasPremium={hasPremium}
      isPending={false}
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

describe('the category setup form', () => {
  beforeAll(setSelectValuesAsText);
  afterEach(cleanup);

  it('starts from the learner’s details and sends the quiz they describe', async () => {
    const { user, onSubmit } = renderForm();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Sam');

    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      category: 'general-safety',
      firstName: 'Sam',
      lastName: 'Smith',
      ageBracket: '10-12',
      country: 'UK',
      numQuestions: 5,
      difficultyLevel: 'Medium',
    });
  });

  it('says a name is required, in the contract’s words, and sends nothing', async () => {
    const { user, onSubmit } = renderForm();

    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));

    await waitFor(() => expect(fieldError('First name')).toBe(QUIZ_MESSAGES.firstNameRequired));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers premium instead of a longer quiz on the free plan, and keeps 5 questions', async () => {
    const { user, onSubmit, onPremiumNeeded } = renderForm();
    const count = screen.getByLabelText('Number of questions') as HTMLSelectElement;
    expect(optionLabels('Number of questions')).toContain('10 questions (premium)');

    await user.selectOptions(count, '10');

    expect(onPremiumNeeded).toHaveBeenCalledWith(QUIZ_MESSAGES.premiumQuestions);
    expect(count.value).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ numQuestions: 5 })));
  });

  it('lets a premium parent choose a longer quiz', async () => {
    const { user, onSubmit, onPremiumNeeded } = renderForm({ hasPremium: true });

    await user.selectOptions(screen.getByLabelText('Number of questions'), '15');
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ numQuestions: 15 })));
    expect(onPremiumNeeded).not.toHaveBeenCalled();
  });

  it('offers no 4 to 6 age group for online safety', () => {
    renderForm({ category: 'digital-safety' });
    expect(optionLabels('Age group')).toEqual(['Ages 7-9', 'Ages 10-12', 'Ages 13-16']);
  });

  it('locks the premium sections of Know Myself on the free plan and sends the details filled in', async () => {
    const { user, onSubmit } = renderForm({ category: 'personal-info-recall' });
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
});
