import { describe, expect, it } from 'vitest';
import { childSpacePath, isKnownPage } from './routes.ts';

describe('page paths', () => {
  it('knows each learner’s own space, and nothing deeper or stranger under it', () => {
    const path = childSpacePath('3f0c2a4e-1b2c-4d5e-8f90-123456789abc');
    expect(path).toBe('/play/3f0c2a4e-1b2c-4d5e-8f90-123456789abc');
    expect(isKnownPage(path)).toBe(true);
    expect(isKnownPage(`${path}/`)).toBe(true);
    expect(isKnownPage('/play')).toBe(false);
    expect(isKnownPage(`${path}/extra`)).toBe(false);
    expect(isKnownPage('/play/<script>')).toBe(false);
  });
});
