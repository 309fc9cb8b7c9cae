import { describe, expect, it } from 'vitest';
import { addressLine, personOfIntent, PERSON_LOOKUP_INTENT, withFoundNames } from '../../src/lib/blanco/person-lookup';
import { lookUpPerson, PERSON_LOOKUP_STATUS } from '../../src/lib/blanco/person-lookup.server';
import { recordingApi } from '../support/recording-api';

const ASTRID = { personalId: '19850312-9820', firstname: 'Astrid', lastname: 'Lindqvist', address: { street: 'Storgatan 14', postalCode: '211 42', city: 'Malmö' } };
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
    expect(await lookUpPerson(found.api, 'SE', ' 850312-9820 ')).toEqual({ result: 'found', person: { firstname: 'Astrid', lastname: 'Lindqvist', address: ASTRID.address } });
    expect(found.calls[0]).toMatchObject({ method: 'POST', body: { personalId: '850312-9820' } });
    expect(found.calls[0]!.url).not.toContain('9820');
    expect(await lookUpPerson(recordingApi({ 'POST lookup/persons': error(404, 'PERSON_NOT_FOUND') }).api, 'SE', '19811218-9876')).toEqual({ result: 'notFound' });
    expect(await lookUpPerson(recordingApi({ 'POST lookup/persons': error(503, 'REGISTER_UNAVAILABLE') }).api, 'SE', '19811218-9876')).toEqual({ result: 'unavailable' });
    expect(PERSON_LOOKUP_STATUS).toEqual({ found: 200, notFound: 404, invalid: 400, unavailable: 503 });
  });

  it('never asks the register for an empty or invalid id', async () => {
    const { api, calls } = recordingApi({});
    expect(await lookUpPerson(api, 'SE', '  ')).toEqual({ result: 'invalid', messageKey: 'blancoApply.errors.personalIdRequired' });
    expect(await lookUpPerson(api, 'SE', '19811218-9877')).toEqual({ result: 'invalid', messageKey: 'blancoApply.errors.personalIdInvalid' });
    expect(await lookUpPerson(api, 'FI', '19850312-9820')).toEqual({ result: 'invalid', messageKey: 'blancoApply.errors.personalIdInvalid' });
    expect(calls).toHaveLength(0);
  });
});
