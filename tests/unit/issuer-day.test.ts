// The day a document is dated is the issuer's country's day, not UTC's.
import { describe, expect, it } from 'vitest';
import { ISSUERS, issuerDay } from '../../backend/src/business-finance/pdf/issuer.ts';

describe('the issuer’s day', () => {
  it('is already the next day in Helsinki at 22:30 UTC, still the same in Stockholm and Copenhagen', () => {
    const lateEvening = Date.UTC(2026, 10, 26, 22, 30);
    expect(issuerDay(ISSUERS.FI, lateEvening)).toBe('2026-11-27');
    expect(issuerDay(ISSUERS.SE, lateEvening)).toBe('2026-11-26');
    expect(issuerDay(ISSUERS.DK, lateEvening)).toBe('2026-11-26');
    expect(issuerDay(ISSUERS.SE, Date.UTC(2026, 10, 26, 23, 0))).toBe('2026-11-27');
  });
});
