import { describe, expect, it } from 'vitest';
import { loadServerContent } from './load.ts';

describe('the content the server build writes beside the bundle', () => {
  it('comes back from its JSON file exactly as read from the data files', () => {
    const content = loadServerContent();
    expect(Object.keys(content.content.topics).length).toBeGreaterThan(0);
    expect(content.content.countries.length).toBeGreaterThan(100);
    expect(JSON.parse(JSON.stringify(content))).toStrictEqual(content);
  });
});
