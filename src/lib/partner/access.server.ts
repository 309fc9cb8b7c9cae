// Who grants access in the dealer's own organisation (issue 40 §3): the no-access page names its
// administrators before the provider's account manager, and asks them for the user.
import type { ApiClient } from '../api/client';
import { ENDPOINTS } from '../api/endpoints';
import { AdministratorsSchema, type Administrators } from '../api/partner-schemas';
import { logger } from '../server/logger';

/** The organisation's administrators other than the user, by full name; null when they cannot be read now. */
export async function administratorsBesides(api: ApiClient, userId: string): Promise<{ id: string; name: string }[] | null> {
  try {
    const { administrators }: Administrators = await api.get(ENDPOINTS.partner.administrators, AdministratorsSchema);
    return administrators.filter((admin) => admin.id !== userId).map((admin) => ({ id: admin.id, name: `${admin.firstname} ${admin.lastname}` }));
  } catch (error) {
    logger.warn('the administrators could not be read', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** The sentence naming whom to ask: one administrator by name and title, several by their names, none: nothing. */
export function askAdminSentence(administrators: readonly { name: string }[] | null): { key: string; names: string } | null {
  if (!administrators || administrators.length === 0) return null;
  if (administrators.length === 1) return { key: 'noAccess.askAdmin', names: administrators[0]!.name };
  return { key: 'noAccess.askAdmins', names: administrators.map((admin) => admin.name).join(', ') };
}

/** Tells the administrators; false when the request could not be sent. */
export async function requestAccessFor(api: ApiClient, page: string): Promise<boolean> {
  try {
    await api.send('POST', ENDPOINTS.partner.accessRequests, { body: { page } });
    return true;
  } catch (error) {
    logger.warn('an access request could not be sent', { error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
