// What the leasing apply page shows after a post without JavaScript (lib/leasing/apply-result.ts):
// everything typed kept with its messages, the company the lookup found, the key that was sent,
// and only what the form shows of the company the API answered with.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Organization } from '../../src/lib/api/leasing-schemas';
import { applyFormState, type PostedResult } from '../../src/lib/forms/apply-flow';
import {
  foundOrganization,
  LEASING_APPLY_MESSAGES,
  NO_ORGANIZATION,
  type ApplyLeasingResult,
  type FoundOrganization,
} from '../../src/lib/leasing/apply-result';

const INVALID_SUMMARY = LEASING_APPLY_MESSAGES.summary;
/** The page's reading of a post, as the leasing application's page calls it. */
const leasingFormState = (result: PostedResult<ApplyLeasingResult>, newKey: () => string) =>
  applyFormState(result, { newKey, messages: LEASING_APPLY_MESSAGES, empty: NO_ORGANIZATION });

const KEY = '0b6f3a4e-2c1d-4e8f-9a7b-1c2d3e4f5a6b';
const ORGANIZATION: Organization = {
  organizationNumber: '556789-0107',
  kind: 'COMPANY',
  name: 'Skånebygg Entreprenad AB',
  vatNumber: 'SE556789010701',
  address: { street: 'Storgatan 1', postalCode: '211 42', city: 'Malmö' },
  signatory: { name: 'Karin Ek' },
};
let FOUND: FoundOrganization;
beforeEach(() => {
  FOUND = foundOrganization(ORGANIZATION);
});
const INPUT = { idempotencyKey: KEY, 'customer.organizationNumber': '556789-0107', price: '400 000' };
const EMPTY = (message: string | null, idempotencyKey = 'new') => ({ initial: {}, errors: {}, message, notice: null, organization: null, idempotencyKey });

describe('the company the form shows', () => {
  it('is what the lookup found, without the VAT number the API also sends', () => {
    expect(foundOrganization(ORGANIZATION)).toEqual({
      organizationNumber: '556789-0107',
      kind: ORGANIZATION.kind,
      name: 'Skånebygg Entreprenad AB',
      address: { street: 'Storgatan 1', postalCode: '211 42', city: 'Malmö' },
      signatory: { name: 'Karin Ek' },
    });
  });
});

describe('the leasing form after a post', () => {
  it('is empty with a new key on first load, and after a lead was created', () => {
    expect(leasingFormState(undefined, () => 'new')).toEqual(EMPTY(null));
    expect(leasingFormState({}, () => 'new')).toEqual(EMPTY(null));
    expect(leasingFormState({ data: { status: 'created', href: '/leasing/lead-1' } }, () => 'new')).toEqual(EMPTY(null));
  });

  it('says the user has no access when the action was forbidden, and a technical error otherwise', () => {
    expect(leasingFormState({ error: { code: 'FORBIDDEN' } }, () => 'new')).toEqual(EMPTY('leasingApply.errors.noAccess'));
    expect(leasingFormState({ error: { code: 'INTERNAL_SERVER_ERROR' } }, () => 'new')).toEqual(EMPTY('errors.technical'));
    expect(
      leasingFormState({ error: {}, data: { status: 'form', organization: FOUND, input: INPUT, fieldErrors: {}, message: null, notice: null } }, () => 'new'),
    ).toEqual(EMPTY('errors.technical'));
  });

  it('shows the company a lookup found with everything typed, and no message', () => {
    expect(
      leasingFormState({ data: { status: 'form', organization: FOUND, input: INPUT, fieldErrors: {}, message: null, notice: null } }, () => 'new'),
    ).toEqual({
      initial: INPUT,
      errors: {},
      message: null,
      notice: null,
      organization: FOUND,
      idempotencyKey: KEY,
    });
  });

  it('shows an invalid form’s messages under the summary', () => {
    const fieldErrors = { price: ['leasingApply.errors.priceTooLow'] };
    expect(
      leasingFormState({ data: { status: 'form', fieldErrors, input: INPUT, organization: FOUND, message: INVALID_SUMMARY, notice: null } }, () => 'new'),
    ).toEqual({
      initial: INPUT,
      errors: fieldErrors,
      message: INVALID_SUMMARY,
      notice: null,
      organization: FOUND,
      idempotencyKey: KEY,
    });
  });

  it('shows why sending failed above the form, without field messages', () => {
    expect(
      leasingFormState(
        { data: { status: 'form', message: 'leasingApply.errors.noFacility', input: INPUT, organization: null, fieldErrors: {}, notice: null } },
        () => 'new',
      ),
    ).toEqual({
      initial: INPUT,
      errors: {},
      message: 'leasingApply.errors.noFacility',
      notice: null,
      organization: null,
      idempotencyKey: KEY,
    });
  });

  it('makes a new key when the post carried none, or something that is not a key', () => {
    const state = (input: Record<string, string>) =>
      leasingFormState({ data: { status: 'form', message: 'x', input, organization: null, fieldErrors: {}, notice: null } }, () => 'new');
    expect(state({}).idempotencyKey).toBe('new');
    expect(state({ idempotencyKey: `x${KEY}` }).idempotencyKey).toBe('new');
    expect(state({ idempotencyKey: KEY.toUpperCase() }).idempotencyKey).toBe(KEY.toUpperCase());
  });
});
