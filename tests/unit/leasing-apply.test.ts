// The leasing application's schema (SPEC §3, §5 leasing messages), shared by the island and the
// applyLeasing action: each message where a dealer sees it, and the edges of every bound.
import { describe, expect, it } from 'vitest';
import type { LeasingPriceList } from '../../src/lib/api/leasing-schemas';
import type { CountryCode } from '../../src/lib/api/schemas';
import { looksLikePhone } from '../../src/lib/forms/fields';
import { isValidPhone } from '../../src/lib/forms/phone';
import { isValidPersonalId } from '../../src/lib/forms/personal-id';
import { looksLikePersonalId } from '../../src/lib/forms/personal-id-shape';
import { organizationNumberProblemBy } from '../../src/lib/forms/organization-number-rule';
import {
  leasingApplySchema,
  leasingInputFromForm,
  lowResidual,
  normaliseNumberPlate,
  residualFloorPercent,
  toCreateLeasingLead,
  validateLeasingApply,
} from '../../src/lib/leasing/apply';
import { organizationNumberProblem } from '../../src/lib/forms/organization-number';

const PRICE_LIST: LeasingPriceList = {
  id: 'pl-se',
  validFrom: '2026-01-01',
  currency: 'SEK',
  interestRate: 5.95,
  minMonths: 12,
  maxMonths: 60,
  minPrice: 50_000,
  maxPrice: 3_000_000,
};
const KEY = '0b6f3a4e-2c1d-4e8f-9a7b-1c2d3e4f5a6b';

const FORM: Record<string, string> = {
  idempotencyKey: KEY,
  'vehicle.brand': 'Volvo',
  'vehicle.model': 'XC60 T6',
  'vehicle.year': '2025',
  'vehicle.numberPlate': 'abc 12a',
  'vehicle.distanceKm': '1 200',
  'customer.organizationNumber': '556789-0107',
  'contactPerson.name': 'Henrik Borg',
  'contactPerson.email': 'Henrik.Borg@Example.com',
  'contactPerson.phone': '070 123 45 67',
  price: '400 000',
  firstRent: '80 000',
  residual: '200 000',
  months: '36',
  'confirmations.termsAccepted': 'on',
};

function check(changes: Record<string, string | null> = {}, country: CountryCode = 'SE') {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...FORM, ...changes })) if (value !== null) form.set(name, value);
  const schema = leasingApplySchema(country, PRICE_LIST, { phone: isValidPhone, personalId: isValidPersonalId, today: '2026-11-23' });
  return validateLeasingApply(schema, leasingInputFromForm(form));
}

const errorsOf = (changes: Record<string, string | null>, country: CountryCode = 'SE') => {
  const result = check(changes, country);
  return result.success ? {} : result.fieldErrors;
};
const e = (name: string) => [`leasingApply.errors.${name}`];

describe('leasing application schema', () => {
  it('accepts a complete application and writes the plate in the country’s form', () => {
    const result = check();
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.output.vehicle).toEqual({ brand: 'Volvo', model: 'XC60 T6', year: 2025, numberPlate: 'ABC 12A', distanceKm: 1200 });
    const lead = toCreateLeasingLead(result.output, { organizationNumber: '556789-0107', name: 'Skånebygg Entreprenad AB' }, 'fac-1', 'SE', 6_543.21);
    expect(lead.contactPerson).toEqual({ name: 'Henrik Borg', email: 'henrik.borg@example.com', phone: '+46701234567' });
    expect(lead.customer).toEqual({ organizationNumber: '556789-0107', name: 'Skånebygg Entreprenad AB' });
    expect(lead).toMatchObject({
      facilityId: 'fac-1',
      price: 400_000,
      firstRent: 80_000,
      residual: 200_000,
      months: 36,
      rent: 6_543.21,
      confirmations: { termsAccepted: true },
    });
  });

  it('price: exactly the price list’s minimum is accepted, one below gets the minimum message; above the maximum is refused', () => {
    expect(errorsOf({ price: '50000', firstRent: '0', residual: '0' })).toEqual({});
    expect(errorsOf({ price: '49999', firstRent: '0', residual: '0' })).toEqual({ price: e('priceTooLow') });
    expect(errorsOf({ price: '-1', firstRent: '0', residual: '0' })).toEqual({ price: e('priceTooLow') });
    expect(errorsOf({ price: '3000001' })).toEqual({ price: e('priceTooHigh') });
  });

  it('first raised rent equal to the price is refused, the price − 1 accepted', () => {
    expect(errorsOf({ firstRent: '400000', residual: '0' })).toEqual({ firstRent: e('firstRentExceedsPrice') });
    expect(errorsOf({ firstRent: '399999', residual: '0' })).toEqual({});
    expect(errorsOf({ firstRent: '-1' })).toEqual({ firstRent: e('notNegative') });
  });

  it('residual must stay below the price, and with the first raised rent leave something to pay', () => {
    expect(errorsOf({ residual: '400000', firstRent: '0' })).toEqual({ residual: e('residualExceedsPrice') });
    expect(errorsOf({ residual: '320000', firstRent: '80000' })).toEqual({ residual: e('togetherExceedPrice') });
    expect(errorsOf({ residual: '319999', firstRent: '80000' })).toEqual({});
    expect(errorsOf({ residual: '-5' })).toEqual({ residual: e('notNegative') });
  });

  it('months: 12 and 60 are accepted, 11 and 61 refused, 36.5 not whole', () => {
    expect(errorsOf({ months: '12' })).toEqual({});
    expect(errorsOf({ months: '60' })).toEqual({});
    expect(errorsOf({ months: '11' })).toEqual({ months: e('monthsTooFew') });
    expect(errorsOf({ months: '61' })).toEqual({ months: e('monthsTooMany') });
    expect(errorsOf({ months: '36,5' })).toEqual({ months: e('wholeNumber') });
  });

  it('every empty field names what to fill in (as the loan form does); an unticked confirmation asks to confirm', () => {
    const empty = Object.fromEntries(
      Object.keys(FORM)
        .filter((name) => name !== 'idempotencyKey')
        .map((name) => [name, '']),
    );
    const errors = errorsOf({ ...empty, 'confirmations.termsAccepted': null });
    for (const [name, field] of [
      ['vehicle.brand', 'brand'],
      ['vehicle.model', 'model'],
      ['vehicle.year', 'year'],
      ['vehicle.numberPlate', 'numberPlate'],
      ['vehicle.distanceKm', 'distanceKm'],
      ['customer.organizationNumber', 'organizationNumber'],
      ['contactPerson.name', 'contactName'],
      ['contactPerson.email', 'email'],
      ['contactPerson.phone', 'phone'],
      ['price', 'price'],
      ['firstRent', 'firstRent'],
      ['residual', 'residual'],
      ['months', 'months'],
    ]) {
      expect(errors[name!], name).toEqual(e(`missing.${field}`));
    }
    expect(errors['confirmations.termsAccepted']).toEqual(e('confirmationRequired'));
  });

  it('invalid email, invalid phone, unreadable number and an expired form get their messages', () => {
    expect(errorsOf({ 'contactPerson.email': 'henrik@' })).toEqual({ 'contactPerson.email': e('emailInvalid') });
    expect(errorsOf({ 'contactPerson.phone': '070 12' })).toEqual({ 'contactPerson.phone': e('phoneInvalid') });
    expect(errorsOf({ price: '40O000' })).toEqual({ price: e('numberInvalid') });
    expect(errorsOf({ idempotencyKey: 'x' })).toEqual({ idempotencyKey: e('formExpired') });
    expect(errorsOf({ 'vehicle.year': '2028' })).toEqual({ 'vehicle.year': e('yearInvalid') });
    expect(errorsOf({ 'vehicle.year': '2027' })).toEqual({});
  });

  it('the island’s phone check lets a phone-shaped number through for the action to judge', () => {
    const schema = leasingApplySchema('SE', PRICE_LIST, { phone: looksLikePhone, personalId: looksLikePersonalId, today: '2026-11-23' });
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...FORM, 'contactPerson.phone': '012 345' })) form.set(name, value);
    expect(validateLeasingApply(schema, leasingInputFromForm(form)).success).toBe(true);
    expect(errorsOf({ 'contactPerson.phone': '012 345' })).toEqual({ 'contactPerson.phone': e('phoneInvalid') });
  });

  it('organisation number: wrong length is a length mismatch, a wrong check digit an invalid pattern', () => {
    expect(errorsOf({ 'customer.organizationNumber': '556789-010' })).toEqual({ 'customer.organizationNumber': e('lengthMismatch') });
    expect(errorsOf({ 'customer.organizationNumber': '556789-0108' })).toEqual({ 'customer.organizationNumber': e('organizationNumberInvalid') });
    expect(errorsOf({ 'customer.organizationNumber': '780523-4627' })).toEqual({});
    expect(errorsOf({ 'customer.organizationNumber': '165567890107' })).toEqual({});
  });

  it('number plate: the country’s format, optional only in Denmark', () => {
    expect(errorsOf({ 'vehicle.numberPlate': 'AB 123' })).toEqual({ 'vehicle.numberPlate': e('numberPlateInvalid') });
    expect(errorsOf({ 'vehicle.numberPlate': '' })).toEqual({ 'vehicle.numberPlate': e('missing.numberPlate') });
    const denmark = { 'vehicle.numberPlate': '', 'customer.organizationNumber': '31450004', 'contactPerson.phone': '20 12 34 56' };
    const result = check(denmark, 'DK');
    expect(result.success && result.output.vehicle.numberPlate).toBeNull();
  });
});

describe('organisation numbers per country', () => {
  it.each([
    ['SE', '556789-0107', null],
    ['SE', '5567890107', null],
    ['SE', '19780523-4627', null],
    ['SE', '55678901', 'length'],
    ['SE', '556789-01O7', 'pattern'],
    ['FI', '2345678-0', null],
    ['FI', '2345678-1', 'pattern'],
    ['FI', '234567-80', null],
    ['FI', '23456780', null],
    ['FI', '2345678-01', 'length'],
    ['DK', '31450004', null],
    ['DK', 'DK 31 45 00 04', null],
    ['DK', '13585627', 'pattern'],
    ['DK', '1358562', 'length'],
    ['DK', '', 'empty'],
  ] as const)('%s %s → %s', (country, number, problem) => {
    expect(organizationNumberProblem(country, number)).toBe(problem);
  });
});

describe('a sole trader’s organisation number in the browser and on the server', () => {
  it('the browser checks the check digit and leaves the date to the server, which checks both', () => {
    // 781332-4626: its check digit is right, but there is no 13th month.
    expect(organizationNumberProblemBy('SE', '781332-4626', looksLikePersonalId)).toBeNull();
    expect(organizationNumberProblem('SE', '781332-4626')).toBe('pattern');
    // A typo in a real one (780523-4627) is caught in the browser already.
    expect(organizationNumberProblemBy('SE', '780523-4626', looksLikePersonalId)).toBe('pattern');
    expect(organizationNumberProblemBy('SE', '780523-4627', looksLikePersonalId)).toBeNull();
    expect(organizationNumberProblemBy('SE', '19780523-4627', looksLikePersonalId)).toBeNull();
    expect(organizationNumberProblem('SE', '780523-4627')).toBeNull();
  });
});

describe('number plates per country', () => {
  it.each([
    ['SE', 'abc123', 'ABC 123'],
    ['SE', 'ABC 12A', 'ABC 12A'],
    ['SE', 'QBC 123', null],
    ['SE', 'ABC 12O', null],
    ['FI', 'abc-123', 'ABC-123'],
    ['FI', 'ÄÖ 1', 'ÄÖ-1'],
    ['FI', 'ÅL 12345', 'ÅL 12345'],
    ['FI', 'ABCD-123', null],
    ['DK', 'ab12345', 'AB 12 345'],
    ['DK', 'AB 12 345', 'AB 12 345'],
    ['DK', 'ABC 123', null],
  ] as const)('%s %s → %s', (country, plate, written) => {
    expect(normaliseNumberPlate(country, plate)).toBe(written);
  });
});

describe('the low-residual warning (docs/decisions/0027)', () => {
  it('the floor falls with the term: 44 % at 12 months, 32 % at 36, 20 % at 60', () => {
    expect([12, 36, 60].map(residualFloorPercent)).toEqual([44, 32, 20]);
  });

  it('warns one cent below the floor, not at it', () => {
    expect(lowResidual(400_000, 128_000, 36)).toBeNull();
    expect(lowResidual(400_000, 127_999.99, 36)).toEqual({ floorPercent: 32, floorAmount: 128_000 });
    expect(lowResidual(400_000, 80_000, 60)).toBeNull();
    expect(lowResidual(400_000, 79_999, 60)).toEqual({ floorPercent: 20, floorAmount: 80_000 });
    expect(lowResidual(400_000, 175_999, 12)).toEqual({ floorPercent: 44, floorAmount: 176_000 });
  });

  it('says nothing while price or term are unknown', () => {
    expect(lowResidual(0, 0, 36)).toBeNull();
    expect(lowResidual(400_000, 0, 0)).toBeNull();
    expect(lowResidual(400_000, Number.NaN, 36)).toBeNull();
  });
});

describe('organisation numbers as dealers type them', () => {
  it('counts a number of spaces only as empty', () => {
    expect(organizationNumberProblem('SE', '   ')).toBe('empty');
  });

  it('takes a Finnish business id typed without its leading zero', () => {
    expect(organizationNumberProblem('FI', '112038-9')).toBeNull();
    expect(organizationNumberProblem('FI', '0112038-9')).toBeNull();
  });

  it('names letters in a number as a wrong number, whatever its length', () => {
    expect(organizationNumberProblem('DK', 'A123')).toBe('pattern');
    expect(organizationNumberProblem('DK', '123A')).toBe('pattern');
    expect(organizationNumberProblem('FI', 'Y-tunnus')).toBe('pattern');
  });

  it('drops DK only in front of a Danish number', () => {
    expect(organizationNumberProblem('DK', 'dk31450004')).toBeNull();
    expect(organizationNumberProblem('DK', '3145 DK 0004')).toBe('pattern');
    expect(organizationNumberProblem('SE', 'DK 556789-0107')).toBe('pattern');
  });

  it('asks for the number when a client sends it as something other than text', () => {
    const schema = leasingApplySchema('SE', PRICE_LIST, { phone: isValidPhone, personalId: isValidPersonalId, today: '2026-11-23' });
    const form = new FormData();
    for (const [name, value] of Object.entries(FORM)) form.set(name, value);
    const input = leasingInputFromForm(form);
    const result = validateLeasingApply(schema, { ...input, customer: { organizationNumber: 5_567_890_107 } });
    expect(result.success ? {} : result.fieldErrors).toEqual({ 'customer.organizationNumber': e('missing.organizationNumber') });
  });
});

describe('number plates as dealers type them', () => {
  it.each([
    ['SE', ' abc  123 ', 'ABC 123'],
    ['SE', 'XABC 123', null],
    ['SE', 'ABC 1234', null],
    ['FI', 'ål12345', 'ÅL 12345'],
    ['FI', 'ÅL 123456', null],
    ['FI', 'abc123', 'ABC-123'],
    ['FI', 'ABC-1234', null],
    ['DK', 'XAB 12 345', null],
    ['DK', 'AB 12 3456', null],
  ] as const)('%s "%s" → %s', (country, plate, written) => {
    expect(normaliseNumberPlate(country, plate)).toBe(written);
  });

  it('reads a Finnish plate with three letters ending in ÅL as an ordinary plate, not an Åland one', () => {
    expect(normaliseNumberPlate('FI', 'XÅL 123')).toBe('XÅL-123');
  });

  it('takes every shape the vehicle register lookup takes (number-plate.ts), written as leasing writes it', () => {
    expect(normaliseNumberPlate('SE', 'abc-12a')).toBe('ABC 12A');
    expect(normaliseNumberPlate('FI', 'åla 1234')).toBe('ÅLA-1234');
    expect(normaliseNumberPlate('FI', 'ABC-012')).toBeNull();
    expect(normaliseNumberPlate('DK', 'cv48213')).toBe('CV 48 213');
  });
});

describe('the low-residual warning at its edges', () => {
  it('warns for no residual at all once price and term are known', () => {
    expect(lowResidual(400_000, 0, 36)).toEqual({ floorPercent: 32, floorAmount: 128_000 });
  });

  it('says nothing for a negative residual or a term that is not whole months (still being typed)', () => {
    expect(lowResidual(400_000, -1, 36)).toBeNull();
    expect(lowResidual(400_000, 0, 36.5)).toBeNull();
  });
});

describe('each field’s edges in the leasing form', () => {
  it('takes a brand of 50 characters and a model of 80, and refuses one more', () => {
    expect(errorsOf({ 'vehicle.brand': 'B'.repeat(50), 'vehicle.model': 'M'.repeat(80) })).toEqual({});
    expect(errorsOf({ 'vehicle.brand': 'B'.repeat(51), 'vehicle.model': 'M'.repeat(81) })).toEqual({
      'vehicle.brand': e('tooLong'),
      'vehicle.model': e('tooLong'),
    });
  });

  it('takes model years from 1950, and refuses 1949 and a fraction', () => {
    expect(errorsOf({ 'vehicle.year': '1950' })).toEqual({});
    expect(errorsOf({ 'vehicle.year': '1949' })).toEqual({ 'vehicle.year': e('yearInvalid') });
    expect(errorsOf({ 'vehicle.year': '2025,5' })).toEqual({ 'vehicle.year': e('yearInvalid') });
  });

  it('takes a distance of 0 and of 2 000 000 km, and refuses one more, a negative one and a fraction', () => {
    expect(errorsOf({ 'vehicle.distanceKm': '0' })).toEqual({});
    expect(errorsOf({ 'vehicle.distanceKm': '2 000 000' })).toEqual({});
    expect(errorsOf({ 'vehicle.distanceKm': '2 000 001' })).toEqual({ 'vehicle.distanceKm': ['validation.numberTooLarge'] });
    expect(errorsOf({ 'vehicle.distanceKm': '-1' })).toEqual({ 'vehicle.distanceKm': e('notNegative') });
    expect(errorsOf({ 'vehicle.distanceKm': '1 200,5' })).toEqual({ 'vehicle.distanceKm': e('wholeNumber') });
  });

  it('refuses a first raised rent above 100 000 000 as too large', () => {
    expect(errorsOf({ firstRent: '100 000 001' })).toEqual({ firstRent: ['validation.numberTooLarge'] });
  });

  it('compares the rents with a price at exactly the price list’s minimum and maximum', () => {
    expect(errorsOf({ price: '50 000', firstRent: '50 000', residual: '0' })).toEqual({ firstRent: e('firstRentExceedsPrice') });
    expect(errorsOf({ price: '3 000 000', firstRent: '3 000 000', residual: '0' })).toEqual({ firstRent: e('firstRentExceedsPrice') });
  });

  it('does not compare the rents with a price the price list does not allow: the price has its own message', () => {
    expect(errorsOf({ price: '3 000 001', firstRent: '3 000 001', residual: '0' })).toEqual({ price: e('priceTooHigh') });
  });

  it('counts a field left out of the post, or a file posted in place of a text, as empty', () => {
    expect(errorsOf({ 'vehicle.brand': null })).toEqual({ 'vehicle.brand': e('missing.brand') });
    const schema = leasingApplySchema('SE', PRICE_LIST, { phone: isValidPhone, personalId: isValidPersonalId, today: '2026-11-23' });
    const form = new FormData();
    for (const [name, value] of Object.entries(FORM)) form.set(name, value);
    form.set('price', new File(['400000'], 'price.txt'));
    expect(validateLeasingApply(schema, leasingInputFromForm(form))).toEqual({ success: false, fieldErrors: { price: e('missing.price') } });
  });
});

describe('the rents are still checked when the terms are not yet accepted', () => {
  // Every message at once: the dealer fixes the form in one go.
  it('names a first raised rent not below the price', () => {
    expect(errorsOf({ 'confirmations.termsAccepted': null, firstRent: '400 000', residual: '0' })).toEqual({
      'confirmations.termsAccepted': e('confirmationRequired'),
      firstRent: e('firstRentExceedsPrice'),
    });
  });

  it('names a residual not below the price', () => {
    expect(errorsOf({ 'confirmations.termsAccepted': null, firstRent: '0', residual: '400 000' })).toEqual({
      'confirmations.termsAccepted': e('confirmationRequired'),
      residual: e('residualExceedsPrice'),
    });
  });

  it('names rents that together leave nothing to pay', () => {
    expect(errorsOf({ 'confirmations.termsAccepted': null, firstRent: '200 000', residual: '200 000' })).toEqual({
      'confirmations.termsAccepted': e('confirmationRequired'),
      residual: e('togetherExceedPrice'),
    });
  });
});
