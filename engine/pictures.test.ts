import { describe, expect, it } from 'vitest';
import { createPictureFinder, optionPictures } from './pictures.ts';

const findPicture = createPictureFinder([
  { picture: 'dog-face', words: ['dog', 'puppy'] },
  { picture: 'person', words: ['grown-up', "grown-up's"] },
  { picture: 'telephone-receiver', words: ['9', 'call'] },
]);

describe('pictures for options', () => {
  it('matches whole words and phrases, whatever the case, the first rule first', () => {
    expect(findPicture('A big DOG next door')).toBe('dog-face');
    expect(findPicture('Hold a grown-up’s hand')).toBe('person');
    expect(findPicture('Pat the dog, then call a grown-up')).toBe('dog-face');
    expect(findPicture('9 9 9')).toBe('telephone-receiver');
  });

  it('does not match inside another word or number', () => {
    expect(findPicture('Hotdogs')).toBeUndefined();
    expect(findPicture('About 90 seconds')).toBeUndefined();
  });

  it('gives a question pictures only when every option has one', () => {
    expect(optionPictures(['A dog', 'A grown-up'], findPicture)).toEqual(['dog-face', 'person']);
    expect(optionPictures(['A dog', 'A kite'], findPicture)).toBeUndefined();
  });
});
