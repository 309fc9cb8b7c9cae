// Partner API paths (SPEC §7), relative to the country's API base URL. A lead product's own paths
// are in its API module (BLANCO_ENDPOINTS, LEASING_ENDPOINTS, BUSINESS_FINANCE_ENDPOINTS).
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
    organisation: 'partner/organisation',
    colleagues: 'partner/colleagues',
    colleagueInvitations: 'partner/colleagues/invitations',
    colleagueRoles: 'partner/colleagues/{userId}/roles',
    colleagueDeactivation: 'partner/colleagues/{userId}/deactivate',
    colleagueChanges: 'partner/colleagues/changes',
    administrators: 'partner/administrators',
    accessRequests: 'partner/access-requests',
    facilities: 'partner/facilities',
    kam: 'partner/kam',
  },
  shop: { account: 'shop/account', articles: 'shop/article', article: 'shop/article/{articleId}', orders: 'shop/orders', order: 'shop/orders/{orderId}' },
  userInvitations: { consume: 'user-invitations/consume', peek: 'user-invitations/peek' },
  commissions: {
    yearlySummary: 'commissions/yearly-summary/{year}',
    monthlySummary: 'commissions/monthly-summary/{period}',
    monthlySummaryPdf: 'commissions/monthly-summary/{period}/pdf',
  },
  invoices: {
    payment: 'invoices/{invoiceId}/payment',
    pdf: 'invoices/{invoiceId}/pdf',
  },
  market: {
    ads: 'market/ads',
    ad: 'market/ads/{adId}',
    purchase: 'market/ads/{adId}/purchase',
    purchaseResult: 'market/purchases/{purchaseId}',
    purchases: 'market/purchases',
    pickedUp: 'market/purchases/{purchaseId}/picked-up',
  },
  files: {
    list: 'files/{ownerType}/{ownerId}',
    document: 'files/{ownerType}/{ownerId}/{documentId}',
    notifyIntercom: 'files/notify-intercom',
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
