import type { KeyAccountManager } from '../api/schemas';

export function managerFullName(manager: KeyAccountManager): string {
  return `${manager.firstName} ${manager.lastName}`.trim();
}

/** The modal and the "contact your manager" link need both a name and a phone (SPEC §6). */
export function canContactManager(manager: KeyAccountManager | null): manager is KeyAccountManager & { phoneNumber: string } {
  return !!manager && managerFullName(manager) !== '' && !!manager.phoneNumber?.trim();
}

/** tel: links want the number without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
