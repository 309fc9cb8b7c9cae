// An application page's shared part of its island's props (src/lib/forms/apply-page.server.ts)
// and what it keeps when the form cannot be shown: the same for every lead product.
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../src/lib/countries';
import { applyIslandProps, keptInput } from '../../src/lib/forms/apply-page.server';

const state = {
  initial: { amount: '150000' },
  errors: { amount: ['validation.required'] },
  message: 'blancoApply.errors.summary',
  notice: null,
  idempotencyKey: 'k-1',
};

describe('an application island’s shared props', () => {
  it('carry the dealer’s country, language and day, the state after a post, and the provider’s phone in the country’s form', () => {
    const props = applyIslandProps({ country: 'FI', locale: 'sv-FI', countryInfo: COUNTRIES.FI }, state, {
      actionUrl: '?_action=applyLeasing',
      texts: ['leasingApply'],
    });
    expect(props).toMatchObject({
      country: 'FI',
      locale: 'sv-FI',
      idempotencyKey: 'k-1',
      initial: { amount: '150000' },
      serverErrors: { amount: ['validation.required'] },
      serverMessage: 'blancoApply.errors.summary',
      actionUrl: '?_action=applyLeasing',
      applicationTermsHref: '/terms#terms-applications',
    });
    expect(props.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(props.supportPhone).not.toMatch(/^\+358/);
  });

  it('send the product’s own texts and those every application form needs, and no other', () => {
    const { messages } = applyIslandProps({ country: 'SE', locale: 'sv-SE', countryInfo: COUNTRIES.SE }, state, { actionUrl: '', texts: ['leasingApply'] });
    const keys = Object.keys(messages);
    expect(keys.some((key) => key.startsWith('leasingApply.'))).toBe(true);
    expect(keys).toContain('errors.termsNotAccepted');
    expect(keys.some((key) => key.startsWith('validation.'))).toBe(true);
    expect(keys.some((key) => key.startsWith('blancoApply.') || key.startsWith('home.'))).toBe(false);
  });
});

describe('what is kept when the form cannot be shown', () => {
  it('is what the dealer typed, without internal fields or a button’s intent', () => {
    expect(keptInput({ amount: '150000', _honeypot: '', intent: 'lookup', idempotencyKey: 'k-1', note: '' })).toEqual([
      ['amount', '150000'],
      ['idempotencyKey', 'k-1'],
      ['note', ''],
    ]);
    expect(keptInput({})).toEqual([]);
  });
});
