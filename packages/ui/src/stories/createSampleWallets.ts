import { sampleLogo } from './sampleLogo.ts'

const palette = ['#f6851b', '#3b99fc', '#1b1b1b', '#7b3fe4', '#00a86b', '#e6007a', '#0052ff', '#ff4f00']

/** `count` wallets with generated names and logos, every seventh without an image. */
export function createSampleWallets(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const name = `Wallet ${index + 1}`
    return {
      id: `wallet-${index + 1}`,
      name,
      imageUrl:
        index % 7 === 6
          ? undefined
          : sampleLogo(palette[index % palette.length] ?? '#000000', '#ffffff', String((index % 99) + 1)),
      tag: index === 0 ? 'Installed' : undefined,
    }
  })
}
