// Test harness, not part of the dApp: tells the e2e which wagmi and React the page really runs on.
import { version as reactVersion } from 'react'
import { version as wagmiVersion } from 'wagmi'

declare global {
  interface Window {
    compatVersions?: { wagmi: string; react: string }
  }
}

window.compatVersions = { wagmi: wagmiVersion, react: reactVersion }
