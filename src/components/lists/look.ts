// Classes the list components share.
export const FIELD_CLASS = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm';
export const LABEL_CLASS = 'block text-sm font-medium text-slate-800';
