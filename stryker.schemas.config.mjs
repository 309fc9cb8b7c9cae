// The second run of `npm run test:mutation` (docs/decisions/0017): the files whose validation rules
// live in module-level valibot schemas (limits, patterns, messages), with static mutants on. Static
// mutants rerun the test files related to their file with the module loaded anew, so this run is
// narrowed to these files; the main run (stryker.config.mjs) leaves their static mutants out.
import main from './stryker.config.mjs';

/** Each holds a schema or a rule table at module level that a form, an action or the webhook checks input with. */
export const SCHEMA_FILES = [
  'src/lib/account/activation.ts',
  'src/lib/api/field-schemas.ts',
  'src/lib/api/price-tag.ts',
  'src/lib/api/shop-schemas.ts',
  'src/lib/blanco/apply.ts',
  'src/lib/blanco/invoice-reference.ts',
  'src/lib/config.ts',
  'src/lib/dealer-state/webhook.ts',
  'src/lib/forms/apply-fields.ts',
  'src/lib/market/purchase.ts',
  'src/lib/organisation/colleagues.ts',
  'src/lib/shop/cart-sync.ts',
  'src/lib/shop/checkout.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...main,
  mutate: SCHEMA_FILES,
  ignoreStatic: false,
  incrementalFile: 'reports/mutation/schemas-incremental.json',
  htmlReporter: { fileName: 'reports/mutation/schemas.html' },
  jsonReporter: { fileName: 'reports/mutation/schemas.json' },
  tempDirName: '.tmp/stryker-schemas',
};
