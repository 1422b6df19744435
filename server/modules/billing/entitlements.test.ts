import { describe, expect, it } from 'vitest';
import { entitlementsFor } from './entitlements.ts';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-12-22T12:00:00Z');

describe('entitlementsFor', () => {
  it('is free without a subscription', () => {
    expect(entitlementsFor(undefined, now)).toEqual({ plan: 'free', maxLearners: 1 });
  });

  it('is premium while a paid status lasts', () => {
    for (const status of ['active', 'trialing', 'past_due']) {
      expect(entitlementsFor({ status, currentPeriodEnd: later }, now).plan, status).toBe('premium');
    }
    expect(entitlementsFor({ status: 'active', currentPeriodEnd: later }, now).maxLearners).toBe(5);
  });

  it('is free once cancelled, unpaid or past its period', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused']) {
      expect(entitlementsFor({ status, currentPeriodEnd: later }, now).plan, status).toBe('free');
    }
    expect(entitlementsFor({ status: 'active', currentPeriodEnd: now }, now).plan).toBe('free');
  });
});
