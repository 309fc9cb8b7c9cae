import { sequence } from 'astro:middleware';
import { auth } from './middleware/auth';
import { chrome } from './middleware/chrome';
import { country } from './middleware/country';
import { guard } from './middleware/guard';
import { locale } from './middleware/locale';
import { maintenance } from './middleware/maintenance';
import { rateLimit } from './middleware/rate-limit';
import { security } from './middleware/security';
import { session } from './middleware/session';

// Security order: headers and origin first, then who and where, then what may be seen.
// Locale comes before the guard so the no-access screen it rewrites to is translated; the
// rate limit after locale (its 429 page is translated) and auth (writes count per user).
export const onRequest = sequence(security, session, country, maintenance, auth, locale, rateLimit, guard, chrome);
