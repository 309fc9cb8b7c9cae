// The languages a Finnish user may choose between (SPEC §1, §3).
import type { LanguageCode } from '../api/schemas';
import type { Translate } from '../messages';
import type { DropdownOption } from '../ui/dropdown';

export function languageOptions(t: Translate): DropdownOption<LanguageCode>[] {
  return [
    { value: 'fi', label: t('profile.languages.fi') },
    { value: 'sv', label: t('profile.languages.sv') },
  ];
}
