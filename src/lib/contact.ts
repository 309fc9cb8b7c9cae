// Opening hours as text (SPEC §9): "09-19" → "09–19", "closed" → the translated label.
import type { Translate } from './i18n';
import type { OpeningHours } from './countries';

export function openingHoursRows(hours: OpeningHours, t: Translate): { label: string; value: string }[] {
  const value = (raw: string) => (raw === 'closed' ? t('contact.closed') : raw.replace('-', '–'));
  return [
    { label: t('contact.weekdays'), value: value(hours.weekdays) },
    { label: t('contact.saturday'), value: value(hours.saturday) },
    { label: t('contact.sunday'), value: value(hours.sunday) },
  ];
}

export function initials(firstname: string, lastname: string): string {
  return `${firstname.trim().charAt(0)}${lastname.trim().charAt(0)}`.toUpperCase();
}
