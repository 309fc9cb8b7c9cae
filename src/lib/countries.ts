// Per-country facts that do not change between deployments (SPEC §9).
import type { CountryCode, Currency } from './api/schemas';
import type { Locale } from './i18n';

export interface OpeningHours {
  /** "HH-HH" or "closed" */
  weekdays: string;
  saturday: string;
  sunday: string;
}

export type TimeZone = 'Europe/Stockholm' | 'Europe/Helsinki' | 'Europe/Copenhagen';

export interface CountryInfo {
  code: CountryCode;
  defaultLocale: Locale;
  /** The locales a user of this country may choose between. */
  locales: readonly Locale[];
  currency: Currency;
  /** The IANA zone every date and "today" of this country is shown in. */
  timeZone: TimeZone;
  /** The provider's support: `phone` as dialled (E.164 with spaces), `phoneShown` as the country writes it (formatPhone's answer, checked by a unit test: written out so no page parses it). */
  contact: { phone: string; phoneShown: string; email: string };
  openingHours: OpeningHours;
  /** Inventory financing onboarding for partners without the role (SPEC §6). */
  inventoryFinancingOnboarding: boolean;
  pointShop: boolean;
}

export const COUNTRIES: Record<CountryCode, CountryInfo> = {
  SE: {
    code: 'SE',
    defaultLocale: 'sv-SE',
    locales: ['sv-SE'],
    currency: 'SEK',
    timeZone: 'Europe/Stockholm',
    contact: { phone: '+46 8 123 456 00', phoneShown: '08-123 456 00', email: 'partner@example.se' },
    openingHours: { weekdays: '09-19', saturday: '11-16', sunday: '11-15' },
    inventoryFinancingOnboarding: true,
    pointShop: true,
  },
  FI: {
    code: 'FI',
    defaultLocale: 'fi-FI',
    locales: ['fi-FI', 'sv-FI'],
    currency: 'EUR',
    timeZone: 'Europe/Helsinki',
    contact: { phone: '+358 9 123 456 00', phoneShown: '09 123 456 00', email: 'partner@example.fi' },
    openingHours: { weekdays: '09-18', saturday: '11-15', sunday: 'closed' },
    inventoryFinancingOnboarding: false,
    pointShop: true,
  },
  DK: {
    code: 'DK',
    defaultLocale: 'da-DK',
    locales: ['da-DK'],
    currency: 'DKK',
    timeZone: 'Europe/Copenhagen',
    contact: { phone: '+45 70 12 34 56', phoneShown: '70 12 34 56', email: 'partner@example.dk' },
    openingHours: { weekdays: '09-18', saturday: '11-15', sunday: 'closed' },
    inventoryFinancingOnboarding: false,
    pointShop: false,
  },
};

const LOCAL_PREFIXES: Record<string, CountryCode> = { se: 'SE', fi: 'FI', dk: 'DK' };

/**
 * The country a host name belongs to (DEMO-DATA.md): `xx.localhost` by its first
 * label for local use; anything else by its last label (.se, .fi, .dk); SE otherwise.
 */
export function countryFromHost(host: string): CountryCode {
  const hostname = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const labels = hostname.split('.');
  if (labels.length >= 2 && labels[labels.length - 1] === 'localhost') {
    return LOCAL_PREFIXES[labels[0] ?? ''] ?? 'SE';
  }
  return LOCAL_PREFIXES[labels[labels.length - 1] ?? ''] ?? 'SE';
}
