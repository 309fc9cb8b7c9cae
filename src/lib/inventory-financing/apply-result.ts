// What the applyInventoryFinancing action answers (without JavaScript every step is a post: the lookup, the
// calculation, the send). Pure and client-safe.
import { formMessages, type ApplyResult } from '../forms/apply-flow';
import { LOOKED_UP_FIELDS, type InventoryApplyFields } from './apply';

/**
 * What applyInventoryFinancing answers: the lead's details page (the waiting screen), or the form again,
 * everything typed kept: `message` an error above it (the summary, or a refusal such as the limit),
 * `notice` what a lookup found or that the vehicle is to be entered by hand.
 */
export type ApplyInventoryResult = ApplyResult<InventoryApplyFields>;

/** The inventory financing application's messages (inventoryFinancingApply.errors.*) in the shared apply lifecycle. */
export const INVENTORY_APPLY_MESSAGES = formMessages('inventoryFinancingApply');

/** Whether the register's fields are still empty: the form warns to fetch the vehicle (SPEC §5). */
export const vehicleDataMissing = (fields: InventoryApplyFields) => LOOKED_UP_FIELDS.some((name) => (fields[name] ?? '').trim() === '');
