import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openingHoursRows, initials } from '../../src/lib/contact';
import { $formErrors, formState, removeFieldError, setFieldError, setFieldErrors } from '../../src/lib/form-errors.store';
import { buttonClass } from '../../src/lib/ui/button';
import { createTranslate } from '../../src/lib/messages';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:cursor-not-allowed disabled:opacity-60';

describe('button looks', () => {
  it('default to a medium primary button with a visible focus ring', () => {
    expect(buttonClass()).toBe(`${BASE} px-4 py-2 text-sm border border-transparent bg-sky-800 hover:bg-sky-900 text-white`);
  });

  it.each([
    ['secondary', 'border border-transparent bg-emerald-100 hover:bg-emerald-200 text-emerald-900'],
    ['outline', 'border bg-white hover:bg-slate-50 border-emerald-700 text-emerald-900'],
    ['ghost', 'border border-transparent bg-transparent hover:bg-slate-100 text-emerald-900'],
  ] as const)('%s uses the status colour its own way', (variant, look) => {
    expect(buttonClass({ variant, status: 'success', size: 'sm' })).toBe(`${BASE} px-3 py-1.5 text-sm ${look}`);
  });

  it('fill the width only when asked', () => {
    expect(buttonClass({ fullWidth: true }).endsWith(' w-full')).toBe(true);
    expect(buttonClass({ fullWidth: false })).not.toContain('w-full');
    expect(buttonClass({ fullWidth: false }).endsWith(' ')).toBe(false);
  });
});

describe('contact details', () => {
  let t: ReturnType<typeof createTranslate>;
  beforeEach(() => {
    t = createTranslate({ 'contact.closed': 'stängt', 'contact.weekdays': 'Vardagar', 'contact.saturday': 'Lördag', 'contact.sunday': 'Söndag' }, 'sv-SE');
  });

  it('show opening hours with a dash, "closed" translated', () => {
    expect(openingHoursRows({ weekdays: '09-18', saturday: '11-15', sunday: 'closed' }, t)).toEqual([
      { label: 'Vardagar', value: '09–18' },
      { label: 'Lördag', value: '11–15' },
      { label: 'Söndag', value: 'stängt' },
    ]);
  });

  it('make initials from trimmed names', () => {
    expect(initials(' åsa ', ' öberg')).toBe('ÅÖ');
    expect(initials('', 'Ek')).toBe('E');
  });
});

describe('form error state', () => {
  afterEach(() => cleanStores($formErrors));

  it('adds one field’s messages beside the others, and ignores removing a field without any', () => {
    setFieldErrors('activation', { password: ['a'] });
    setFieldError('activation', 'confirmPassword', ['b']);
    const before = formState('activation');
    removeFieldError('activation', 'token');
    expect(formState('activation')).toBe(before);
    expect(before.errors).toEqual({ password: ['a'], confirmPassword: ['b'] });
  });

  it('starts empty for a form nobody touched', () => {
    expect(formState('priceTag')).toEqual({ errors: {}, helpers: {}, values: {} });
  });
});
