// Partner API paths (SPEC §7), relative to the country's API base URL.
export const ENDPOINTS = {
  account: {
    me: 'account/me',
    language: 'account/me/language',
    terms: 'account/me/terms',
  },
  token: { revoke: 'token/revoke-token' },
  partner: {
    root: 'partner',
    employees: 'partner/employees',
    facilities: 'partner/facilities',
    kam: 'partner/kam',
  },
  shop: { account: 'shop/account' },
  userInvitations: { consume: 'user-invitations/consume' },
  blanco: {
    creditProducts: 'blanco/credit-products',
    priceLists: 'blanco/price-lists',
    monthlyCost: 'blanco/monthly-cost/{credit}',
    leads: 'blanco/leads',
    lead: 'blanco/leads/{leadId}',
    query: 'blanco/leads/query',
    invoice: 'blanco/leads/{leadId}/invoice',
    sendContract: 'blanco/leads/{leadId}/send-contract',
    secondChance: 'blanco/v2/sambla-application/{leadId}',
  },
  leasing: {
    priceLists: 'leasing/price-lists',
    monthlyCost: 'leasing/monthly-cost/{credit}',
    leads: 'leasing/leads',
    lead: 'leasing/leads/{leadId}',
    query: 'leasing/leads/query',
    sendContract: 'leasing/leads/{leadId}/send-contract',
  },
  files: {
    list: 'files/{ownerType}/{ownerId}',
    document: 'files/{ownerType}/{ownerId}/{documentId}',
  },
  lookup: {
    persons: 'lookup/persons',
    organizations: 'lookup/organizations',
    vehicle: 'lookup/vehicle/{numberPlate}/{metricInKilometers}',
    vehicleByVin: 'lookup/vehicle-by-vin',
  },
  subscriptions: {
    channels: 'subscriptions/channels',
    channel: 'subscriptions/channels/{channel}',
    statuses: 'subscriptions/statuses',
    status: 'subscriptions/statuses/{status}',
  },
} as const;
