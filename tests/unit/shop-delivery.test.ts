// The checkout's delivery address rules shared by the portal and backend/ (SPEC §5): no PO box in any of
// the three countries' words, the country's zip, and the messages the portal chooses.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ArticleQuerySchema, createOrderSchema, deliveryAddressSchema, hasPointShop, isPoBoxAddress } from '../../src/lib/api/shop-schemas';

const address = (country: 'SE' | 'FI' | 'DK', fields: Record<string, string>) =>
  v.safeParse(deliveryAddressSchema(country), { address: 'Storgatan 1', att: 'Anna', city: 'Malmö', zip: '21122', ...fields });

describe('PO boxes', () => {
  it.each([
    'Box 123',
    'BOX 1',
    'box12',
    'Postbox 45',
    'P.O. Box 7',
    'PO Box 7',
    'PL 12',
    'Pl. 304',
    'Postilokero 12',
    'PB 34',
    'Postboks 12',
    'Pb. 9',
    'Boks 3',
    'Industrivägen 4, Box 550',
  ])('%s is a PO box', (text) => {
    expect(isPoBoxAddress(text)).toBe(true);
  });
  it.each(['Boxholmsvägen 3', 'Plogvägen 12', 'Pläkkitie 3', 'Boksvej 4', 'Postgatan 5', 'Pbk-vägen 2', 'Storgatan 1 B', 'Sandbox 2'])(
    '%s is a street address',
    (text) => {
      expect(isPoBoxAddress(text)).toBe(false);
    },
  );
});

describe('delivery address per country', () => {
  it('refuses a Danish Postboks in the Danish form too, on the address field', () => {
    const result = address('DK', { address: 'Postboks 120', zip: '8000' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['address']);
  });

  it.each([
    ['SE', '21122', '211 22'],
    ['SE', '211 22', '211 22'],
    ['FI', '00100', '00100'],
    ['DK', '8000', '8000'],
    ['DK', ' 2100 ', '2100'],
  ] as const)('%s takes the zip %j as %j', (country, zip, kept) => {
    expect(address(country, { zip }).output).toMatchObject({ zip: kept });
  });

  it.each([
    ['SE', '2112'],
    ['SE', '211 222'],
    ['FI', '0010'],
    ['FI', '001 00'],
    ['DK', '800'],
    ['DK', '80000'],
    ['DK', 'DK-8000'],
  ] as const)('%s refuses the zip %j', (country, zip) => {
    const result = address(country, { zip });
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['zip']);
  });

  it("gives the portal's own messages (translation keys) when asked", () => {
    const messages = { required: 'checkout.errors.required', tooLong: 'checkout.errors.tooLong', poBox: 'checkout.errors.poBox', zip: 'checkout.errors.zip' };
    const result = v.safeParse(deliveryAddressSchema('FI', messages), { address: 'PL 12', att: '', city: 'Helsinki', zip: '1' });
    expect(result.issues?.map((issue) => issue.message)).toEqual(['checkout.errors.poBox', 'checkout.errors.required', 'checkout.errors.zip']);
  });
});

describe('the order', () => {
  it("keeps only article ids and quantities: a price from the browser never reaches the server's pricing", () => {
    const result = v.parse(createOrderSchema('SE'), {
      lines: [{ articleId: 'art-se-01', quantity: 1, price: 1 }],
      delivery: { address: 'Storgatan 1', att: 'Anna', city: 'Malmö', zip: '21122' },
    });
    expect(result.lines).toEqual([{ articleId: 'art-se-01', quantity: 1 }]);
  });

  it('Sweden and Finland have a point shop, Denmark none', () => {
    expect(['SE', 'FI', 'DK'].map((country) => hasPointShop(country as 'SE'))).toEqual([true, true, false]);
  });
});

describe('an order a client sends', () => {
  const DELIVERY = { address: 'Storgatan 1', att: 'Anna', city: 'Malmö', zip: '21122' };
  const messages = (lines: unknown) => v.safeParse(createOrderSchema('SE'), { lines, delivery: DELIVERY }).issues?.map((issue) => issue.message) ?? [];

  it('is refused with an empty cart', () => {
    expect(messages([])).toEqual(['the cart is empty']);
  });

  it('is refused when it names an article twice, even with other quantities', () => {
    expect(
      messages([
        { articleId: 'art-se-01', quantity: 1 },
        { articleId: 'art-se-01', quantity: 2 },
      ]),
    ).toEqual(['each article once, with its quantity']);
    expect(
      messages([
        { articleId: 'art-se-01', quantity: 1 },
        { articleId: 'art-se-02', quantity: 2 },
      ]),
    ).toEqual([]);
  });

  it('has no address line with a control or direction-changing character', () => {
    for (const att of ['Anna\u202e', '\u0007Anna', 'An\nna']) {
      const result = v.safeParse(deliveryAddressSchema('SE'), { ...DELIVERY, att });
      expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['att']);
    }
  });
});

describe('the article list’s query', () => {
  it('reads in stock from the URL’s true or false, and from the portal’s boolean', () => {
    const inStock = (value: unknown) => v.parse(ArticleQuerySchema, { countryCode: 'SE', inStock: value }).inStock;
    expect(inStock('true')).toBe(true);
    expect(inStock('false')).toBe(false);
    expect(inStock(true)).toBe(true);
    expect(inStock(undefined)).toBe(false);
    expect(v.safeParse(ArticleQuerySchema, { countryCode: 'SE', inStock: 'yes' }).success).toBe(false);
  });
});
