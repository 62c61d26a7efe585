import { describe, expect, it } from 'vitest'
import { toWalletListItem } from './toWalletListItem.ts'

describe('toWalletListItem', () => {
  it('maps registry snake_case links to list fields and keeps a direct image URL', () => {
    const item = toWalletListItem(
      {
        id: 'w1',
        name: 'Wallet One',
        image_url: 'https://img.example/w1.png',
        image_id: 'img-1',
        rdns: 'one.wallet',
        homepage: 'https://one.example',
        mobile_link: 'one://',
        desktop_link: 'one-desktop://',
        webapp_link: 'https://app.one.example',
      },
      (id) => `https://registry.example/image/${id}`,
    )
    expect(item).toEqual({
      id: 'w1',
      name: 'Wallet One',
      imageUrl: 'https://img.example/w1.png',
      imageId: 'img-1',
      rdns: 'one.wallet',
      homepage: 'https://one.example',
      mobileLink: 'one://',
      desktopLink: 'one-desktop://',
      webappLink: 'https://app.one.example',
    })
  })

  it('builds the image URL from the image id when the entry has no direct URL', () => {
    expect(toWalletListItem({ id: 'w2', name: 'Two', image_id: 'img-2' }, (id) => `u/${id}`)).toEqual({
      id: 'w2',
      name: 'Two',
      imageUrl: 'u/img-2',
      imageId: 'img-2',
    })
  })

  it('leaves out every field the entry does not have', () => {
    expect(toWalletListItem({ id: 'w3', name: 'Three' }, (id) => id)).toEqual({ id: 'w3', name: 'Three' })
  })
})
