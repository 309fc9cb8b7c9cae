// Partner API paths (SPEC §7), relative to the country's API base URL.
export const ENDPOINTS = {
  account: {
    me: 'account/me',
    language: 'account/me/language',
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
  subscriptions: {
    channels: 'subscriptions/channels',
    channel: 'subscriptions/channels/{channel}',
    statuses: 'subscriptions/statuses',
    status: 'subscriptions/statuses/{status}',
  },
} as const;
