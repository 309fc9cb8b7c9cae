export type UiLanguage = 'sv' | 'fi' | 'da';

export interface LoginTexts {
  title: string;
  email: string;
  password: string;
  submit: string;
  invalid: string;
  /** {minutes}: how long the block still lasts. */
  blocked: string;
  expired: string;
  logout: string;
}

export const TEXTS: Record<UiLanguage, LoginTexts> = {
  sv: {
    title: 'Logga in på Partnerportalen',
    email: 'E-postadress',
    password: 'Lösenord',
    submit: 'Logga in',
    invalid: 'Fel e-postadress eller lösenord.',
    blocked:
      'För många misslyckade inloggningsförsök. Inloggning med det här kontot är spärrad härifrån i {minutes} min, även med rätt lösenord. Har du glömt lösenordet, kontakta din administratör.',
    expired: 'Inloggningen har gått ut. Gå tillbaka till portalen och försök igen.',
    logout: 'Logga ut',
  },
  fi: {
    title: 'Kirjaudu Kumppaniportaaliin',
    email: 'Sähköpostiosoite',
    password: 'Salasana',
    submit: 'Kirjaudu sisään',
    invalid: 'Väärä sähköpostiosoite tai salasana.',
    blocked:
      'Liian monta epäonnistunutta kirjautumisyritystä. Kirjautuminen tällä tunnuksella on estetty tästä osoitteesta {minutes} min ajan, myös oikealla salasanalla. Jos olet unohtanut salasanasi, ota yhteyttä pääkäyttäjääsi.',
    expired: 'Kirjautumisen voimassaoloaika päättyi. Palaa portaaliin ja yritä uudelleen.',
    logout: 'Kirjaudu ulos',
  },
  da: {
    title: 'Log ind på Partnerportalen',
    email: 'E-mailadresse',
    password: 'Adgangskode',
    submit: 'Log ind',
    invalid: 'Forkert e-mailadresse eller adgangskode.',
    blocked:
      'For mange mislykkede loginforsøg. Login med denne konto er spærret herfra i {minutes} min., også med den rigtige adgangskode. Har du glemt adgangskoden, så kontakt din administrator.',
    expired: 'Login er udløbet. Gå tilbage til portalen, og prøv igen.',
    logout: 'Log ud',
  },
};

/** The first supported language of a ui_locales value ("fi-FI sv" → fi), else sv. */
export function languageOf(uiLocales: unknown): UiLanguage {
  const tags = typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : [];
  for (const tag of tags) {
    const language = tag.split('-')[0]?.toLowerCase();
    if (language === 'sv' || language === 'fi' || language === 'da') return language;
  }
  return 'sv';
}
