// Images for stories and tests, as data URIs so nothing loads from the network.

import { sampleLogo } from './sampleLogo.ts'

/** Sample logos (data URIs), a URL that fails to load and an unsafe one. */
export const sampleImages = {
  walletA: sampleLogo('#f6851b', '#ffffff', 'Fx'),
  walletB: sampleLogo('#3b99fc', '#ffffff', 'Wc'),
  walletC: sampleLogo('#1b1b1b', '#ffffff', 'Rb'),
  walletD: sampleLogo('#7b3fe4', '#ffffff', 'Ph'),
  networkEthereum: sampleLogo('#627eea', '#ffffff', 'E', true),
  networkSolana: sampleLogo('#14f195', '#111111', 'S', true),
  networkBitcoin: sampleLogo('#f7931a', '#ffffff', 'B', true),
  networkPolkadot: sampleLogo('#e6007a', '#ffffff', 'P', true),
  tokenEth: sampleLogo('#627eea', '#ffffff', 'Ξ', true),
  tokenUsdc: sampleLogo('#2775ca', '#ffffff', '$', true),
  nft: sampleLogo('#ff5f6d', '#ffffff', 'N'),
  /** Allowed by the URL rules (data:image) but not decodable: the browser fires `error`. */
  broken: 'data:image/png;base64,bm90IGFuIGltYWdl',
  /** Never reaches the DOM: the components show their fallback. */
  unsafe: 'javascript:alert(1)',
} as const
