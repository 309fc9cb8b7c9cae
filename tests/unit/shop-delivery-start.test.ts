// Where the checkout's delivery address starts (issue 25 §2, lib/shop/delivery.ts and
// delivery.server.ts): the organisation's address and the user as the recipient, only the parts the
// provider holds, never a PO box; what the dealer typed or posted always wins; leaving with only the
// organisation's address asks nothing; an API that does not answer leaves the fields empty.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Partner } from '../../src/lib/api/schemas';
import { logger } from '../../src/lib/server/logger';
import { deliveryChanged, organisationDelivery, startingDelivery } from '../../src/lib/shop/delivery';
import { loadOrganisationDelivery } from '../../src/lib/shop/delivery.server';
import { recordingApi } from '../support/recording-api';

const ANNA = { firstname: 'Anna', lastname: 'Andersson' };
const BILHUSET = { street: 'Jägersrovägen 160', postalCode: '212 37', city: 'Malmö' };
const FILLED = { address: 'Jägersrovägen 160', att: 'Anna Andersson', city: 'Malmö', zip: '212 37' };

describe('the organisation’s address in the checkout’s fields', () => {
  it('fills street, postal code and city, and the signed-in user as the recipient', () => {
    expect(organisationDelivery(BILHUSET, ANNA)).toEqual(FILLED);
  });

  it('fills only the parts the provider holds: a part null, left out or blank stays empty', () => {
    expect(organisationDelivery({ street: null, postalCode: '00390', city: 'Helsinki' }, ANNA)).toEqual({
      att: 'Anna Andersson',
      city: 'Helsinki',
      zip: '00390',
    });
    expect(organisationDelivery({ street: 'Konalantie 47' }, ANNA)).toEqual({ address: 'Konalantie 47', att: 'Anna Andersson' });
    expect(organisationDelivery({ street: '  ', postalCode: '', city: ' Aarhus V ' }, ANNA)).toEqual({ att: 'Anna Andersson', city: 'Aarhus V' });
  });

  it('without an address (none registered, or a Partner API that answers none) fills the recipient only', () => {
    expect(organisationDelivery(null, ANNA)).toEqual({ att: 'Anna Andersson' });
    expect(organisationDelivery(undefined, ANNA)).toEqual({ att: 'Anna Andersson' });
  });

  it('leaves a PO box out: the shop sends parcels to a street address only', () => {
    for (const street of ['Box 550', 'PL 12', 'Postboks 9']) {
      expect(organisationDelivery({ ...BILHUSET, street }, ANNA)).toEqual({ att: 'Anna Andersson', city: 'Malmö', zip: '212 37' });
    }
  });

  it('a user without a name leaves the recipient empty; a missing part of the name is left out', () => {
    expect(organisationDelivery(BILHUSET, { firstname: '', lastname: ' ' })).not.toHaveProperty('att');
    expect(organisationDelivery(BILHUSET, { firstname: '', lastname: 'Myyjä' }).att).toBe('Myyjä');
  });
});

describe('what the form starts with', () => {
  it('on first load, nothing typed: the organisation’s address', () => {
    expect(startingDelivery({}, FILLED)).toEqual(FILLED);
  });

  it('what came back from a post wins field by field, even a field emptied on purpose', () => {
    const posted = { idempotencyKey: 'k', address: 'Storgatan 12', att: 'Erik', city: '', zip: '211 22' };
    expect(startingDelivery(posted, FILLED)).toEqual(posted);
  });

  it('a part the post did not carry is the organisation’s', () => {
    expect(startingDelivery({ city: 'Lund' }, FILLED)).toEqual({ ...FILLED, city: 'Lund' });
  });

  it('without the organisation’s address: what was typed, or nothing', () => {
    expect(startingDelivery({}, {})).toEqual({});
    expect(startingDelivery({ city: 'Lund' }, {})).toEqual({ city: 'Lund' });
  });
});

describe('whether leaving would lose something typed', () => {
  it('not with the organisation’s address as filled in, nor with an empty form without one', () => {
    expect(deliveryChanged(FILLED, FILLED)).toBe(false);
    expect(deliveryChanged({ ...FILLED, zip: ' 212 37 ' }, FILLED)).toBe(false);
    expect(deliveryChanged({ address: '', att: '', city: '', zip: '' }, {})).toBe(false);
  });

  it('yes once any field differs from it: changed, emptied, or typed where the organisation had nothing', () => {
    expect(deliveryChanged({ ...FILLED, city: 'Lund' }, FILLED)).toBe(true);
    expect(deliveryChanged({ ...FILLED, att: '' }, FILLED)).toBe(true);
    expect(deliveryChanged({ att: 'Anna Andersson', address: 'Storgatan 1' }, { att: 'Anna Andersson' })).toBe(true);
    expect(deliveryChanged({ city: 'Lund' }, {})).toBe(true);
  });
});

describe('loading the organisation’s address', () => {
  afterEach(() => vi.restoreAllMocks());
  const partner: Partner = {
    id: 'p',
    name: 'Bilhuset Syd AB',
    organizationNumber: '5561234567',
    countryCode: 'SE',
    email: 'e',
    phone: 'p',
    onboardedToInventoryFinancing: true,
    address: BILHUSET,
  };
  const json = (body: unknown, status = 200) => Response.json(body, { status });

  it('asks GET partner, readable by every user', async () => {
    const { api, calls } = recordingApi({ 'GET partner': json(partner) });
    expect(await loadOrganisationDelivery(api, ANNA)).toEqual(FILLED);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET http://api.test/se/partner']);
  });

  it('a partner without an address (a Partner API that has none) fills the recipient only', async () => {
    const { address: _, ...without } = partner;
    const { api } = recordingApi({ 'GET partner': json(without) });
    expect(await loadOrganisationDelivery(api, ANNA)).toEqual({ att: 'Anna Andersson' });
  });

  it('an API that does not answer, or answers something else, leaves every field empty and is logged', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    for (const answer of [json({ error: { code: 'INTERNAL' } }, 500), json({ ...partner, address: { street: 5 } })]) {
      const { api } = recordingApi({ 'GET partner': answer });
      expect(await loadOrganisationDelivery(api, ANNA)).toEqual({});
    }
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('point shop checkout: the organisation’s address could not be loaded');
  });
});
