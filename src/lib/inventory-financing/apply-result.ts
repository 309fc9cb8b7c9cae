// What the applyInventory action answers and what the apply page shows after a post (without
// JavaScript every step is a post: the lookup, the calculation, the send). Pure and client-safe.
import type { FieldErrors } from '../forms/validate';
import { LOOKED_UP_FIELDS, type InventoryApplyFields } from './apply';

export type ApplyInventoryResult =
  /** `href`: the lead's details page, which shows the waiting screen. */
  | { status: 'created'; href: string }
  /**
   * The form again, everything typed kept: `message` an error above it (the summary, or a refusal
   * such as the limit), `notice` what a lookup found or that the vehicle is to be entered by hand.
   */
  | { status: 'form'; input: InventoryApplyFields; fieldErrors: FieldErrors; message: string | null; notice: string | null };

export const INVALID_SUMMARY = 'inventoryFinancingApply.errors.summary';

export interface InventoryFormState {
  initial: InventoryApplyFields;
  errors: FieldErrors;
  message: string | null;
  notice: string | null;
  idempotencyKey: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the form shows after a post (or on first load: empty, a new key). */
export function inventoryFormState(result: { data?: ApplyInventoryResult; error?: { code?: string } } | undefined, newKey: () => string): InventoryFormState {
  const data = result?.data;
  if (result?.error || !data || data.status === 'created') {
    const message = result?.error ? (result.error.code === 'FORBIDDEN' ? 'inventoryFinancingApply.errors.noAccess' : 'errors.technical') : null;
    return { initial: {}, errors: {}, message, notice: null, idempotencyKey: newKey() };
  }
  const sent = data.input.idempotencyKey ?? '';
  return { initial: data.input, errors: data.fieldErrors, message: data.message, notice: data.notice, idempotencyKey: UUID.test(sent) ? sent : newKey() };
}

/** Whether the register's fields are still empty: the form warns to fetch the vehicle (SPEC §5). */
export const vehicleDataMissing = (fields: InventoryApplyFields) => LOOKED_UP_FIELDS.some((name) => (fields[name] ?? '').trim() === '');
