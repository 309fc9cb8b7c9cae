// The shared form toolkit (src/lib/forms/): what a dealer sees under a field, whichever form
// it is in.
import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { emailSchema, looksLikePhone, pastDateSchema, phoneSchema } from '../../src/lib/forms/fields';
import { isCalendarDate } from '../../src/lib/forms/parse';
import { isValidPersonalId } from '../../src/lib/forms/personal-id';
import { isValidPhone, parsePhone } from '../../src/lib/forms/phone';
import { validate } from '../../src/lib/forms/validate';
import { endpointPathTo } from '../../src/lib/routes';

const MESSAGES = { required: 'x.required', invalid: 'x.invalid' };

const visitSchema = () => v.object({ email: emailSchema(MESSAGES), visit: pastDateSchema('2026-11-23', { ...MESSAGES, inFuture: 'x.future' }) });

describe('validate', () => {
  let Schema: ReturnType<typeof visitSchema>;
  beforeEach(() => {
    Schema = visitSchema();
  });

  it('gives each field its first message only, keyed by field name', () => {
    expect(validate(Schema, { email: 'anna@', visit: '2026-11-24' })).toEqual({
      success: false,
      fieldErrors: { email: ['x.invalid'], visit: ['x.future'] },
    });
  });

  it('keeps the first message when cross-field checks run on (abortPipeEarly off)', () => {
    expect(validate(Schema, { email: '', visit: '2026-02-30' }, { abortPipeEarly: false })).toEqual({
      success: false,
      fieldErrors: { email: ['x.required'], visit: ['x.invalid'] },
    });
  });

  it('hands back the trimmed output of a valid form', () => {
    expect(validate(Schema, { email: ' anna@example.se ', visit: '2026-11-23' })).toEqual({
      success: true,
      output: { email: 'anna@example.se', visit: '2026-11-23' },
    });
  });
});

describe('phone numbers', () => {
  it.each([
    ['SE', '070-123 45 67', '+46701234567'],
    ['FI', '040 123 4567', '+358401234567'],
    ['DK', '20 12 34 56', '+4520123456'],
    ['SE', '+358 40 123 4567', '+358401234567'],
  ] as const)('a %s dealer’s %s is valid and stored as %s', (country, typed, e164) => {
    expect(isValidPhone(typed, country)).toBe(true);
    expect(parsePhone(typed, country)?.number).toBe(e164);
  });

  it('refuses a number of a country the portal does not serve and one too short for the plan', () => {
    expect(isValidPhone('+47 412 34 567', 'SE')).toBe(false);
    expect(isValidPhone('070 123', 'SE')).toBe(false);
  });

  it.each([
    ['FI', '12345'],
    ['FI', '09 123 4567'],
    ['SE', '08-123 456 78'],
    ['SE', '031-123 45 67'],
    // Denmark's plan does not tell mobile from fixed numbers: any valid Danish number is taken.
  ] as const)('refuses a %s number that gets no texts: %s (a short or fixed-line number)', (country, typed) => {
    expect(parsePhone(typed, country)).not.toBeNull();
    expect(isValidPhone(typed, country)).toBe(false);
  });

  it('the island’s shape check stops what can never be a number and leaves the plan to the server', () => {
    expect(looksLikePhone('12')).toBe(false);
    expect(looksLikePhone('070 abc 45 67')).toBe(false);
    expect(looksLikePhone('07+0 123 45 67')).toBe(false);
    expect(looksLikePhone('070-123 45 67')).toBe(true);
    expect(looksLikePhone('+46 (0)70 123 45 67')).toBe(true);
    expect(looksLikePhone('1234567890123456')).toBe(false);
  });

  it('one schema names a wrong number with the form’s own message, whichever check it is given', () => {
    const server = phoneSchema('SE', isValidPhone, MESSAGES);
    const island = phoneSchema('SE', looksLikePhone, MESSAGES);
    expect(validate(v.object({ phone: server }), { phone: '070 123' })).toEqual({ success: false, fieldErrors: { phone: ['x.invalid'] } });
    expect(validate(v.object({ phone: island }), { phone: '12' })).toEqual({ success: false, fieldErrors: { phone: ['x.invalid'] } });
    expect(validate(v.object({ phone: island }), { phone: ' ' })).toEqual({ success: false, fieldErrors: { phone: ['x.required'] } });
  });
});

describe('personal identity numbers and dates', () => {
  it('checks the number for the country', () => {
    expect(isValidPersonalId('FI', '131052-308T')).toBe(true);
    expect(isValidPersonalId('FI', '131052-308U')).toBe(false);
    expect(isValidPersonalId('SE', '131052-308T')).toBe(false);
  });

  it('knows the calendar', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
  });
});

describe('portal endpoints', () => {
  it('are built from the one table, parameters escaped', () => {
    expect(endpointPathTo('BlancoDocument', { id: 'L 1', documentId: 'd/2' })).toBe('/api/blanco/leads/L%201/documents/d%2F2');
    expect(() => endpointPathTo('BlancoDocuments', {})).toThrow(/parameter "id" is empty/);
  });
});
