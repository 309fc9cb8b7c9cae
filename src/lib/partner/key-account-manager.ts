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

/**
 * What the no-access page says of whom to ask (SPEC §6): the manager's name with a phone number to
 * call after the colon, the name alone (a full stop, nothing dangling), the manager unknown, or not
 * known just now (the call failed).
 */
export function contactSentence(manager: KeyAccountManager | null | 'failed'): { key: string; name?: string; phone?: string } {
  if (manager === 'failed') return { key: 'noAccess.contactManagerUnavailable' };
  const name = manager ? managerFullName(manager) : '';
  if (!manager || name === '') return { key: 'noAccess.contactManagerUnknown' };
  const phone = manager.phoneNumber?.trim();
  return phone ? { key: 'noAccess.contactManager', name, phone } : { key: 'noAccess.contactManagerNamed', name };
}
