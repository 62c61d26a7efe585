import { expect, it } from 'vitest'
import { getNetworkImageUrl } from './getNetworkImageUrl.ts'

const network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  assets: { imageUrl: '/own/eth.svg' },
} as const

it("chainImages override the network's own image, by chain id or CAIP-2 id (AppKit's option)", () => {
  expect(getNetworkImageUrl(network, { 1: '/dapp/eth.svg' })).toBe('/dapp/eth.svg')
  expect(getNetworkImageUrl(network, { 'eip155:1': '/dapp/caip.svg' })).toBe('/dapp/caip.svg')
  expect(getNetworkImageUrl(network, {})).toBe('/own/eth.svg')
  expect(getNetworkImageUrl({ id: 2, caipNetworkId: 'eip155:2' }, {})).toBeUndefined()
  expect(getNetworkImageUrl(undefined, { 1: '/dapp/eth.svg' })).toBeUndefined()
})
