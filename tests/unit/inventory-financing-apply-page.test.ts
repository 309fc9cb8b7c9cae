// What the inventory financing pages show around the form: the form again after a post without
// JavaScript, the warning to fetch the vehicle, the error summary's order and links, and the
// details page's own messages.
import { describe, expect, it } from 'vitest';
import { pageMessage, uploadMessage } from '../../src/lib/leads/action-result';
import { FIELDS } from '../../src/lib/inventory-financing/apply';
import { FIELD_ORDER } from '../../src/lib/inventory-financing/apply-form';
import { fieldId } from '../../src/islands/forms/fields';
import { applyFormState, type PostedResult } from '../../src/lib/forms/apply-flow';
import { INVENTORY_APPLY_MESSAGES, vehicleDataMissing, type ApplyInventoryResult } from '../../src/lib/inventory-financing/apply-result';
import { INVENTORY_PAGE_MESSAGES } from '../../src/lib/inventory-financing/page-messages';
import { LOCALES, translator } from '../../src/lib/i18n';

const KEY = '0b6f3a4e-2c1d-4e8f-9a7b-1c2d3e4f5a6b';
const INVALID_SUMMARY = INVENTORY_APPLY_MESSAGES.summary;
/** The page's reading of a post, as the inventory financing application's page calls it. */
const inventoryFormState = (result: PostedResult<ApplyInventoryResult>, newKey: () => string) =>
  applyFormState(result, { newKey, messages: INVENTORY_APPLY_MESSAGES, empty: {} });
const REGISTER_FIELDS = {
  'vehicle.brand': 'Volvo',
  'vehicle.model': 'XC60',
  'vehicle.modelYear': '2023',
  'vehicle.vin': 'YV1UZL1V1P1234567',
  'vehicle.vatStatus': 'MARGIN_SCHEME',
};

describe('the apply form after a post', () => {
  it('is empty with a new key on first load, and after a lead was created', () => {
    expect(inventoryFormState({}, () => 'new')).toEqual({ initial: {}, errors: {}, message: null, notice: null, idempotencyKey: 'new' });
    expect(inventoryFormState({ data: { status: 'created', href: '/inventory-financing/lead-1' } }, () => 'new')).toEqual({
      initial: {},
      errors: {},
      message: null,
      notice: null,
      idempotencyKey: 'new',
    });
  });

  it('says the user has no access when the action was forbidden, and a technical error otherwise', () => {
    expect(inventoryFormState({ error: { code: 'FORBIDDEN' } }, () => 'new').message).toBe('inventoryFinancingApply.errors.noAccess');
    expect(inventoryFormState({ error: { code: 'INTERNAL_SERVER_ERROR' } }, () => 'new').message).toBe('errors.technical');
    expect(inventoryFormState({ error: {} }, () => 'new')).toEqual({
      initial: {},
      errors: {},
      message: 'errors.technical',
      notice: null,
      idempotencyKey: 'new',
    });
  });

  it('keeps everything typed with the messages, and the key that was sent', () => {
    const input = { idempotencyKey: KEY, 'vehicle.price': '123 456' };
    expect(
      inventoryFormState({ data: { status: 'form', input, fieldErrors: { downPayment: ['x'] }, message: INVALID_SUMMARY, notice: 'n' } }, () => 'new'),
    ).toEqual({
      initial: input,
      errors: { downPayment: ['x'] },
      message: INVALID_SUMMARY,
      notice: 'n',
      idempotencyKey: KEY,
    });
  });

  it('makes a new key when the post carried none, or something that is not a key', () => {
    const state = (input: Record<string, string>) =>
      inventoryFormState({ data: { status: 'form', input, fieldErrors: {}, message: null, notice: null } }, () => 'new');
    expect(state({}).idempotencyKey).toBe('new');
    expect(state({ idempotencyKey: `${KEY}x` }).idempotencyKey).toBe('new');
    expect(state({ idempotencyKey: KEY.toUpperCase() }).idempotencyKey).toBe(KEY.toUpperCase());
  });
});

describe('the warning to fetch the vehicle from the register', () => {
  it('shows while any register field is missing or blank, and not once all are there', () => {
    expect(vehicleDataMissing(REGISTER_FIELDS)).toBe(false);
    for (const name of Object.keys(REGISTER_FIELDS)) {
      const { [name]: _left, ...without } = REGISTER_FIELDS as Record<string, string>;
      expect(vehicleDataMissing(without)).toBe(true);
      expect(vehicleDataMissing({ ...REGISTER_FIELDS, [name]: '  ' })).toBe(true);
    }
  });
});

describe('the apply form’s error summary', () => {
  it('links each field by an id made of its name, as every application form does', () => {
    expect(fieldId('vehicle.numberPlate')).toBe('f-vehicle-numberPlate');
    expect(fieldId('confirmations.termsAccepted')).toBe('f-confirmations-termsAccepted');
    expect(fieldId('downPayment')).toBe('f-downPayment');
  });

  it('lists every field the schema can name, once, in the order the form shows them, with a label in every language', () => {
    const names = FIELD_ORDER.map(([name]) => name);
    for (const name of Object.values(FIELDS)) if (name !== FIELDS.guarantorIsSignatory) expect(names).toContain(name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.indexOf(FIELDS.numberPlate)).toBeLessThan(names.indexOf(FIELDS.price));
    expect(names.indexOf(FIELDS.price)).toBeLessThan(names.indexOf(FIELDS.sellerName));
    expect(names.at(-1)).toBe('form');
    for (const locale of LOCALES) {
      const t = translator(locale);
      for (const [, label] of FIELD_ORDER) expect(() => t(`inventoryFinancingApply.fields.${label}`)).not.toThrow();
    }
  });
});

describe('the inventory financing details page’s messages', () => {
  it('says the contracts were sent or the link resent, in inventory financing’s own words', () => {
    expect(pageMessage(undefined, 'inventoryFinancing.details.done.contractsSent', INVENTORY_PAGE_MESSAGES)).toEqual({
      ok: true,
      key: 'inventoryFinancing.details.done.contractsSent',
    });
    expect(pageMessage(undefined, 'inventoryFinancing.details.done.linkResent', INVENTORY_PAGE_MESSAGES)).toEqual({
      ok: true,
      key: 'inventoryFinancing.details.done.linkResent',
    });
    expect(pageMessage({ error: new Error('down') }, null, INVENTORY_PAGE_MESSAGES)).toEqual({ ok: false, key: 'inventoryFinancing.details.errors.technical' });
  });

  it('says nothing of uploads, which the page has none of, nor of another product’s messages', () => {
    expect(pageMessage(undefined, uploadMessage('ok'), INVENTORY_PAGE_MESSAGES)).toBeNull();
    expect(pageMessage(undefined, 'leasing.details.done.contractSent', INVENTORY_PAGE_MESSAGES)).toBeNull();
  });
});
