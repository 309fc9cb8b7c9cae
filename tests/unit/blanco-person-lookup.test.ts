import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addressLine, personOfIntent, PERSON_LOOKUP_INTENT, withFoundNames } from '../../src/lib/blanco/person-lookup';
import { lookUpPerson, PERSON_LOOKUP_STATUS } from '../../src/lib/blanco/person-lookup.server';
import type { User } from '../../src/lib/api/schemas';
import { lookupSubject } from '../../src/lib/dealer-state/lookups';
import { worker } from '../support/dealer-state-storage';
import { recordingApi } from '../support/recording-api';

vi.mock('cloudflare:workers', async () => (await import('../support/dealer-state-storage')).workerModule());
beforeEach(() => worker.reset());

const SELLER = { id: 'seller-1', dealer: { name: 'Bilhallen', organizationNumber: '5561234567', countryCode: 'SE' } } as User;
const records = async () => {
  await Promise.all(worker.background);
  return worker.objects.get('SE:5561234567')?.lookupRecords(1) ?? [];
};

const ASTRID = {
  personalId: '19850312-9820',
  firstname: 'Astrid',
  lastname: 'Lindqvist',
  address: { street: 'Storgatan 14', postalCode: '211 42', city: 'Malmö' },
};
const error = (status: number, code: string) => Response.json({ error: { code } }, { status });

describe('the loan form’s person lookup', () => {
  it('knows whose button was pressed, and no other intent', () => {
    expect(personOfIntent(PERSON_LOOKUP_INTENT.applicant)).toBe('applicant');
    expect(personOfIntent(PERSON_LOOKUP_INTENT.coApplicant)).toBe('coApplicant');
    expect(personOfIntent(null)).toBeNull();
    expect(personOfIntent('lookup')).toBeNull();
  });

  it('fills that person’s names only, keeping everything else typed', () => {
    const typed = { 'applicant.personalId': '850312-9820', 'applicant.firstname': 'Astri', 'coApplicant.firstname': 'Johan', amount: '100000' };
    expect(withFoundNames(typed, 'applicant', ASTRID)).toEqual({ ...typed, 'applicant.firstname': 'Astrid', 'applicant.lastname': 'Lindqvist' });
    expect(addressLine(ASTRID.address)).toBe('Storgatan 14, 211 42 Malmö');
  });

  it('asks the register with the id in the body and answers found, no person, or the register down', async () => {
    const found = recordingApi({ 'POST lookup/persons': Response.json(ASTRID) });
    expect(await lookUpPerson(found.api, SELLER, 'SE', ' 850312-9820 ')).toEqual({
      result: 'found',
      person: { firstname: 'Astrid', lastname: 'Lindqvist', address: ASTRID.address },
    });
    expect(found.calls[0]).toMatchObject({ method: 'POST', body: { personalId: '850312-9820' } });
    expect(found.calls[0]!.url).not.toContain('9820');
    expect(await lookUpPerson(recordingApi({ 'POST lookup/persons': error(404, 'PERSON_NOT_FOUND') }).api, SELLER, 'SE', '19811218-9876')).toEqual({
      result: 'notFound',
    });
    expect(await lookUpPerson(recordingApi({ 'POST lookup/persons': error(503, 'REGISTER_UNAVAILABLE') }).api, SELLER, 'SE', '19811218-9876')).toEqual({
      result: 'unavailable',
    });
    expect(PERSON_LOOKUP_STATUS).toEqual({ found: 200, notFound: 404, invalid: 400, unavailable: 503, limited: 429 });
  });

  it('never asks the register for an empty or invalid id', async () => {
    const { api, calls } = recordingApi({});
    expect(await lookUpPerson(api, SELLER, 'SE', '  ')).toEqual({ result: 'invalid', messageKey: 'blancoApply.errors.personalIdRequired' });
    expect(await lookUpPerson(api, SELLER, 'SE', '19811218-9877')).toEqual({ result: 'invalid', messageKey: 'blancoApply.errors.personalIdInvalid' });
    expect(await lookUpPerson(api, SELLER, 'FI', '19850312-9820')).toEqual({ result: 'invalid', messageKey: 'blancoApply.errors.personalIdInvalid' });
    expect(calls).toHaveLength(0);
    expect(await records()).toEqual([]);
  });

  it('leaves a record of each lookup with a keyed hash of the id, never the id, and whether the register found the person', async () => {
    await lookUpPerson(recordingApi({ 'POST lookup/persons': Response.json(ASTRID) }).api, SELLER, 'SE', '850312-9820');
    await lookUpPerson(recordingApi({ 'POST lookup/persons': error(404, 'PERSON_NOT_FOUND') }).api, SELLER, 'SE', '19811218-9876');
    await lookUpPerson(recordingApi({ 'POST lookup/persons': error(503, 'REGISTER_UNAVAILABLE') }).api, SELLER, 'SE', '19811218-9876');
    const kept = await records();
    expect(kept.map(({ userId, kind, found }) => ({ userId, kind, found }))).toEqual([
      { userId: 'seller-1', kind: 'person', found: null },
      { userId: 'seller-1', kind: 'person', found: false },
      { userId: 'seller-1', kind: 'person', found: true },
    ]);
    expect(kept[2]!.subject).toBe(await lookupSubject('unit-test-lookup-key', 'person', '850312-9820'));
    expect(kept[0]!.subject).toBe(kept[1]!.subject);
    // The time is a number that may hold any digits; everything else kept must not hold the id's.
    expect(JSON.stringify(kept.map((record) => ({ ...record, at: 0 })))).not.toMatch(/9820|9876/);
  });

  it('over the limit asks the register nothing and says so; the dealer types the names', async () => {
    const { api, calls } = recordingApi({ 'POST lookup/persons': Response.json(ASTRID) });
    for (let index = 0; index < 30; index++) await lookUpPerson(api, SELLER, 'SE', '850312-9820');
    expect(calls).toHaveLength(30);
    expect(await lookUpPerson(api, SELLER, 'SE', '850312-9820')).toEqual({ result: 'limited' });
    expect(calls).toHaveLength(30);
  });

  it('is not made without the audit key or the organisation’s object: the register is “not answering”', async () => {
    const { api, calls } = recordingApi({ 'POST lookup/persons': Response.json(ASTRID) });
    worker.unreachable = true;
    expect(await lookUpPerson(api, SELLER, 'SE', '850312-9820')).toEqual({ result: 'unavailable' });
    worker.unreachable = false;
    delete worker.env.LOOKUP_AUDIT_KEY;
    expect(await lookUpPerson(api, SELLER, 'SE', '850312-9820')).toEqual({ result: 'unavailable' });
    expect(calls).toHaveLength(0);
  });
});
