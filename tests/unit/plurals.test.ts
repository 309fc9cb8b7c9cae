// Counted texts take their plural form by the count (Intl.PluralRules), on the server and in islands.
import { describe, expect, it } from 'vitest';
import { translator, messagesFor } from '../../src/lib/i18n';
import { createTranslate, pluralFormOf } from '../../src/lib/messages';

describe('a counted text', () => {
  it('reads 1 in the singular and 0, 2 and 21 in the plural, in each language', () => {
    const forms = (locale: Parameters<typeof translator>[0], key: string) => [0, 1, 2, 21].map((count) => translator(locale)(key, { count }));
    expect(forms('sv-SE', 'lists.count')).toEqual(['0 ansökningar', '1 ansökan', '2 ansökningar', '21 ansökningar']);
    expect(forms('fi-FI', 'organisation.users.count')).toEqual(['0 käyttäjää', '1 käyttäjä', '2 käyttäjää', '21 käyttäjää']);
    expect(forms('da-DK', 'inventoryFinancing.details.days')).toEqual(['0 dage', '1 dag', '2 dage', '21 dage']);
    expect(forms('sv-FI', 'blanco.details.months')).toEqual(['0 månader', '1 månad', '2 månader', '21 månader']);
  });

  it('takes the product’s own counted text over the shared one', () => {
    expect(translator('da-DK')('inventoryFinancing.list.count', { count: 1 })).toBe('1 bil');
    expect(translator('da-DK')('leasing.list.count', { count: 1 })).toBe('1 ansøgning');
  });

  it('is refused without a number to count by, as any missing text is', () => {
    expect(() => translator('sv-SE')('lists.count')).toThrow('Missing message "lists.count"');
    expect(() => translator('sv-SE')('lists.count', { count: '3' })).toThrow('Missing message "lists.count"');
  });

  it('takes its form in an island from the messages the page handed it', () => {
    const t = createTranslate(messagesFor('fi-FI', ['pointShop.cart']), 'fi-FI');
    expect(t('pointShop.cart.count', { count: 1 })).toBe('1 tuote');
    expect(t('pointShop.cart.count', { count: 5 })).toBe('5 tuotetta');
    expect(t('pointShop.cart.missing', { count: 5 })).toBe('pointShop.cart.missing');
  });

  it('uses the two forms the portal’s languages have', () => {
    for (const locale of ['sv-SE', 'sv-FI', 'fi-FI', 'da-DK']) {
      expect([0, 1, 2, 1.5, 100].map((count) => pluralFormOf(count, locale))).toEqual(
        locale === 'da-DK' ? ['other', 'one', 'other', 'one', 'other'] : ['other', 'one', 'other', 'other', 'other'],
      );
    }
  });
});
