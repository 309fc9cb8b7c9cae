// The loan application's enumerations and limits as plain values, without valibot, so an island
// can name them without carrying the schema library (blanco.ts builds the schemas from them).
export const SOURCES_OF_INCOME = ['permanentEmployment', 'retired', 'selfEmployed', 'temporaryEmployment'] as const;
export const RESIDENCE_TYPES = ['condo', 'rental', 'sublet', 'villa'] as const;
export const MARITAL_STATUSES = ['cohabiting', 'divorced', 'married', 'single', 'widow'] as const;

/** The largest monthly income or expense an application may state: anything above is a typing accident or an attack. */
export const MONTHLY_MONEY_MAX = 10_000_000;
