import { isValidPersonalId } from '../../src/lib/forms/personal-id';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreditProduct, PriceList } from '../../src/lib/api/blanco';
import type { CountryCode } from '../../src/lib/api/schemas';
import { applyInputFromForm, blancoApplySchema, validateApply } from '../../src/lib/blanco/apply';
import { today } from '../../src/lib/forms/parse';
import { COUNTRIES } from '../../src/lib/countries';
import { isValidPhone } from '../../src/lib/forms/phone';

// The apply form refuses dates after "today": today in the dealer's own country (countries.ts).
describe("the apply form's today, per country", () => {
  it.each([
    ['SE', '2026-01-14T22:59:00Z', '2026-01-14T23:00:00Z'],
    ['FI', '2026-01-14T21:59:00Z', '2026-01-14T22:00:00Z'],
    ['DK', '2026-01-14T22:59:00Z', '2026-01-14T23:00:00Z'],
  ] as const)('%s: a minute before local midnight is still the 14th, midnight is the 15th', (country, before, after) => {
    const zone = COUNTRIES[country].timeZone;
    expect(today(zone, new Date(before))).toBe('2026-01-14');
    expect(today(zone, new Date(after))).toBe('2026-01-15');
  });

  it('is already tomorrow in Finland while it is still today in Sweden and Denmark', () => {
    const instant = new Date('2026-06-30T21:30:00Z');
    expect(today(COUNTRIES.FI.timeZone, instant)).toBe('2026-07-01');
    expect(today(COUNTRIES.SE.timeZone, instant)).toBe('2026-06-30');
    expect(today(COUNTRIES.DK.timeZone, instant)).toBe('2026-06-30');
  });

  it('is the current day when no instant is given', () => {
    const expected = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    expect(today('Europe/Stockholm')).toBe(expected);
  });
});

describe('the application refuses dates after today in the dealer’s country', () => {
  const PRICE_LIST: PriceList = {
    id: 'pl',
    validFrom: '2026-01-01',
    currency: 'EUR',
    steps: [{ interestRate: 6.95, minAmount: 3_000, maxAmount: 25_000, terms: [24, 36], setupFee: 50, monthlyFee: 5 }],
  };
  const PRODUCT: CreditProduct = { id: 'p', minAmount: 2_000, maxAmount: 35_000, terms: [24, 36] };
  const PERSON: Record<CountryCode, { personalId: string; phone: string }> = {
    SE: { personalId: '19900101-0017', phone: '070 123 45 67' },
    FI: { personalId: '131052-308T', phone: '040 123 4567' },
    DK: { personalId: '070761-4285', phone: '20 12 34 56' },
  };

  function habitationDateError(country: CountryCode, date: string): string[] | undefined {
    const fields: Record<string, string> = {
      idempotencyKey: '0b9f3c1e-7d2a-4c5b-9e8f-1a2b3c4d5e6f',
      amount: '10 000',
      interestRate: '6,95',
      term: '24',
      facilityId: 'f1',
      'applicant.personalId': PERSON[country].personalId,
      'applicant.firstname': 'Anna',
      'applicant.lastname': 'Berg',
      'applicant.email': 'anna@example.com',
      'applicant.phone': PERSON[country].phone,
      'applicant.countryOfBirth': country,
      'applicant.danishCitizen': 'yes',
      'applicant.children.under18': '0',
      'applicant.children.age0to1': '0',
      'applicant.children.age2to6': '0',
      'applicant.children.age7to17': '0',
      'applicant.children.over18': '0',
      'applicant.monthlyIncome': '3000',
      'applicant.sourceOfIncome': 'retired',
      'applicant.typeOfResidence': 'rental',
      'applicant.habitationDate': date,
      'applicant.maritalStatus': 'single',
      'applicant.livingExpenses': '800',
      'applicant.loanExpenses': '0',
      'applicant.otherExpenses': '100',
      'applicant.householdSharePercent': '100',
      'confirmations.creditCheckInformed': 'on',
      'confirmations.loanOnlyForPurchase': 'on',
      'confirmations.identityChecked': 'on',
      'confirmations.neverPaidToCustomer': 'on',
      'confirmations.termsAccepted': 'on',
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const result = validateApply(
      blancoApplySchema(country, PRICE_LIST, PRODUCT, { phone: isValidPhone, personalId: isValidPersonalId, today: today(COUNTRIES[country].timeZone) }),
      applyInputFromForm(form),
    );
    return result.success ? undefined : result.fieldErrors['applicant.habitationDate'];
  }

  afterEach(() => vi.useRealTimers());

  it('takes the 15th in Finland at 00:30 Helsinki time, while Sweden and Denmark are still on the 14th', () => {
    vi.useFakeTimers({ now: new Date('2026-01-14T22:30:00Z') });
    expect(habitationDateError('FI', '2026-01-15')).toBeUndefined();
    expect(habitationDateError('SE', '2026-01-15')).toEqual(['blancoApply.errors.dateInFuture']);
    expect(habitationDateError('DK', '2026-01-15')).toEqual(['blancoApply.errors.dateInFuture']);
    expect(habitationDateError('SE', '2026-01-14')).toBeUndefined();
  });

  it('takes the 15th in Sweden and Denmark from their own midnight', () => {
    vi.useFakeTimers({ now: new Date('2026-01-14T23:00:00Z') });
    expect(habitationDateError('SE', '2026-01-15')).toBeUndefined();
    expect(habitationDateError('DK', '2026-01-15')).toBeUndefined();
  });
});
