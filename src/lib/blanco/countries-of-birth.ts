// The choices for an applicant's country of birth: ISO 3166-1 alpha-2 codes, named in the
// page's language by Intl (no list of names to translate), the dealer's country first.
import type { CountryCode } from '../api/schemas';
import type { Locale } from '../i18n';

const CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM ' +
  'FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN ' +
  'MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS ' +
  'PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK ' +
  'TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

export interface CountryOption {
  value: string;
  label: string;
}

export function countryOfBirthOptions(locale: Locale, country: CountryCode): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const options = CODES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  const collator = new Intl.Collator(locale);
  options.sort((a, b) => (a.value === country ? -1 : b.value === country ? 1 : collator.compare(a.label, b.label)));
  return options;
}
