import { ToastMessages } from '@org/appkit-core/internal'

/** English strings of the siwx area. Keys are camelCase; `{name}` placeholders go through formatMessage. */
export const siwxMessages = {
  // Header titles the shell may show for these views.
  signInTitle: 'Sign in',
  connectingSiweTitle: 'Sign in',
  connectingFarcasterTitle: 'Farcaster',
  // Sign message (SIWX)
  thisApp: 'This app',
  appLogo: '{app} logo',
  signHeading: '{app} wants you to sign in',
  signDescription:
    'Sign a message with your wallet to prove you own it. Signing is free and sends no transaction.',
  sign: 'Sign',
  cancel: 'Cancel',
  signUnavailable: 'Sign-in is not set up in this version yet, so there is no message to sign.',
  signatureDeclined: ToastMessages.signatureDeclined,
  signatureDeclinedDescription: 'You declined the signature in your wallet. Try again to sign in.',
  signFailed: 'Sign-in failed',
  signFailedDescription: 'Something went wrong while signing in. Try again.',
  tryAgain: 'Try again',
  // Connecting SIWE
  siweHeading: 'Sign in with your wallet',
  siweWaiting: 'Approve the sign-in message in your wallet.',
  siweSigning: 'Waiting for your signature',
  // Connecting Farcaster
  farcasterHeading: 'Sign in with Farcaster',
  farcasterDescription: 'Scan this QR code with your phone to sign in with Farcaster.',
  farcasterQrLabel: 'Farcaster sign-in QR code',
  farcasterLoading: 'Loading the Farcaster QR code',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy',
  openFarcaster: 'Open Farcaster',
} as const
