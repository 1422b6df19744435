import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerOptions } from './answer-options.tsx';

afterEach(cleanup);

const options = ['Tell a grown-up', 'Keep on playing', 'Hide it'];

describe('answer options with pictures', () => {
  it('shows each option’s picture with the option’s words as its alternative text, and answers on a tap', () => {
    const onChoose = vi.fn();
    render(
      <AnswerOptions
        options={options}
        pictures={['speaking-head', 'soccer-ball', 'shushing-face']}
        removed={[]}
        visibleOptions={options}
        chosen={null}
        correctAnswer={undefined}
        onChoose={onChoose}
      />,
    );
    const pictures = screen.getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(options);
    // The button is named once, by its picture: the words under it are not read twice.
    fireEvent.click(screen.getByRole('button', { name: 'Keep on playing' }));
    expect(onChoose).toHaveBeenCalledWith('Keep on playing');
  });

  it('shows words only when no pictures are given', () => {
    render(
      <AnswerOptions
        options={options}
        removed={[]}
        visibleOptions={options}
        chosen={null}
        correctAnswer={undefined}
        onChoose={() => {}}
      />,
    );
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Tell a grown-up' })).toBeTruthy();
  });
});
