// What the no-access page says of whom to ask (SPEC §6, issue 24): a sentence that ends in a colon
// is always followed by the number to call; without one it ends in a full stop.
import { describe, expect, it } from 'vitest';
import { LOCALES, translator } from '../../src/lib/i18n';
import { contactSentence } from '../../src/lib/partner/key-account-manager';
import { askAdminSentence } from '../../src/lib/partner/access.server';

const MANAGER = { firstName: 'Karin', lastName: 'Lund', phoneNumber: '+46 40 123 45 67' };

describe('the no-access sentence', () => {
  it('names the manager with a number to call after the colon', () => {
    expect(contactSentence(MANAGER as never)).toEqual({ key: 'noAccess.contactManager', name: 'Karin Lund', phone: '+46 40 123 45 67' });
  });

  it('never ends in a colon with nothing after it: a manager without a phone, none, or one that could not be loaded', () => {
    const cases = [
      { ...MANAGER, phoneNumber: null },
      { ...MANAGER, phoneNumber: '  ' },
      { firstName: '', lastName: '', phoneNumber: null },
      null,
      'failed',
    ] as const;
    for (const manager of cases) {
      const sentence = contactSentence(manager as never);
      expect(sentence.phone).toBeUndefined();
      for (const locale of LOCALES)
        expect(translator(locale)(sentence.key, { name: sentence.name ?? '' }), `${locale} ${JSON.stringify(manager)}`).toMatch(/\.$/);
    }
    expect(contactSentence({ ...MANAGER, phoneNumber: null } as never)).toEqual({ key: 'noAccess.contactManagerNamed', name: 'Karin Lund' });
    expect(contactSentence('failed').key).toBe('noAccess.contactManagerUnavailable');
  });
});

describe('whom in the organisation to ask', () => {
  it('names one administrator with the title, several by name, and nobody when there is none or they cannot be read', () => {
    expect(askAdminSentence([{ name: 'Anna Andersson' }])).toEqual({ key: 'noAccess.askAdmin', names: 'Anna Andersson' });
    expect(askAdminSentence([{ name: 'Anna Andersson' }, { name: 'Nils Nyman' }])).toEqual({ key: 'noAccess.askAdmins', names: 'Anna Andersson, Nils Nyman' });
    expect(askAdminSentence([])).toBeNull();
    expect(askAdminSentence(null)).toBeNull();
  });
});
