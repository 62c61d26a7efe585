import type { AreaMessages } from '../Messages.ts'

/** German strings of the siwx area. */
export const siwxMessages = {
  signInTitle: 'Anmelden',
  connectingSiweTitle: 'Anmelden',
  connectingFarcasterTitle: 'Farcaster',
  thisApp: 'Diese App',
  appLogo: 'Logo von {app}',
  signHeading: '{app} möchte, dass du dich anmeldest',
  signDescription:
    'Signiere eine Nachricht mit deiner Wallet, um zu zeigen, dass sie dir gehört. Das Signieren ist kostenlos und sendet keine Transaktion.',
  sign: 'Signieren',
  cancel: 'Abbrechen',
  signUnavailable:
    'Die Anmeldung ist in dieser Version noch nicht eingerichtet, daher gibt es keine Nachricht zu signieren.',
  signatureDeclined: 'Signatur abgelehnt',
  signatureDeclinedDescription:
    'Du hast die Signatur in deiner Wallet abgelehnt. Versuche es erneut, um dich anzumelden.',
  signFailed: 'Anmeldung fehlgeschlagen',
  signFailedDescription: 'Bei der Anmeldung ist etwas schiefgelaufen. Versuche es erneut.',
  tryAgain: 'Erneut versuchen',
  siweHeading: 'Mit deiner Wallet anmelden',
  siweWaiting: 'Bestätige die Anmeldenachricht in deiner Wallet.',
  siweSigning: 'Warte auf deine Signatur',
  farcasterHeading: 'Mit Farcaster anmelden',
  farcasterDescription: 'Scanne diesen QR-Code mit deinem Handy, um dich mit Farcaster anzumelden.',
  farcasterQrLabel: 'QR-Code für die Farcaster-Anmeldung',
  farcasterLoading: 'Der Farcaster-QR-Code wird geladen',
  copyLink: 'Link kopieren',
  linkCopied: 'Link kopiert',
  copyFailed: 'Kopieren fehlgeschlagen',
  openFarcaster: 'Farcaster öffnen',
} satisfies AreaMessages<'siwx'>
