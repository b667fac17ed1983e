import type { Language } from '@bora/shared/language';

const texts = {
  en: {
    signIn: 'Sign in',
    signInLead: 'Sign in to write, review and publish bulletins and to manage reference data.',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    wrongCredentials:
      'Please enter a correct username and password. Note that both fields may be case-sensitive.',
    tooLong: 'The username or the password is too long.',
    missing: 'Enter both the username and the password.',
    throttled: 'Too many failed sign-in attempts. Try again in {wait}.',
    oneSecond: '1 second',
    seconds: '{n} seconds',
    oneMinute: '1 minute',
    minutes: '{n} minutes',
    csrf: 'The form had expired or its security token did not match. Nothing was changed: please try again.',
    crossSite: 'This form was sent from another site, so nobody was signed in. Open Bora’s own sign-in page.',
    signOut: 'Sign out',
    signOutQuestion: 'Do you want to sign out of Bora?',
    signOutButton: 'Sign out',
    cancel: 'Cancel',
    signedInAs: 'You are signed in as {name}.',
    backHome: 'Back to Bora',
    skip: 'Skip to content',
    // The shell around the page: the same words as the app's header and footer (locales/en.json).
    language: 'Language',
    tagline: 'Forecast bulletins and reference data',
    footerLinks: 'Useful links',
    reserved: 'reserved',
    credits: 'Credits',
    madeBy: 'Software by',
    forAgency: 'For',
    version: 'Version',
  },
  it: {
    signIn: 'Accedi',
    signInLead: 'Accedi per scrivere, revisionare e pubblicare i bollettini e gestire i dati di riferimento.',
    username: 'Nome utente',
    password: 'Password',
    submit: 'Accedi',
    wrongCredentials:
      'Inserisci nome utente e password corretti. Entrambi i campi possono distinguere maiuscole e minuscole.',
    tooLong: 'Il nome utente o la password sono troppo lunghi.',
    missing: 'Inserisci sia il nome utente sia la password.',
    throttled: 'Troppi tentativi di accesso falliti. Riprova tra {wait}.',
    oneSecond: '1 secondo',
    seconds: '{n} secondi',
    oneMinute: '1 minuto',
    minutes: '{n} minuti',
    csrf: 'Il modulo era scaduto o il suo codice di sicurezza non corrispondeva. Nulla è stato modificato: riprova.',
    crossSite:
      'Questo modulo è stato inviato da un altro sito, quindi nessuno ha effettuato l’accesso. Apri la pagina di accesso di Bora.',
    signOut: 'Esci',
    signOutQuestion: 'Vuoi uscire da Bora?',
    signOutButton: 'Esci',
    cancel: 'Annulla',
    signedInAs: 'Hai effettuato l’accesso come {name}.',
    backHome: 'Torna a Bora',
    skip: 'Vai al contenuto',
    language: 'Lingua',
    tagline: 'Bollettini meteorologici e dati di riferimento',
    footerLinks: 'Link utili',
    reserved: 'riservato',
    credits: 'Crediti',
    madeBy: 'Software di',
    forAgency: 'Per',
    version: 'Versione',
  },
} as const;

export type PageTexts = { [K in keyof (typeof texts)['en']]: string };

/** "Try again in …": seconds under a minute, whole minutes (rounded up) beyond. */
export function waitText(t: PageTexts, seconds: number): string {
  if (seconds < 60) return seconds === 1 ? t.oneSecond : t.seconds.replace('{n}', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? t.oneMinute : t.minutes.replace('{n}', String(minutes));
}

export function pageTexts(language: Language): PageTexts {
  return texts[language];
}
