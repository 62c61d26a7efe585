import { describe, expect, it, vi } from 'vitest'
import { resolveAvatarRecord } from './resolveAvatarRecord.ts'

const NFT = 'eip155:1/erc721:0xb47e3cd837ddf8e4c57f05d70ab865de6e193bbb/42'

function resolve(record: string, tokenUri?: string, metadata: unknown = { image: 'ipfs://bafyimage/1.png' }) {
  const fetchJson = vi.fn(async () => metadata)
  const readTokenUri = vi.fn(async () => tokenUri)
  return { result: resolveAvatarRecord({ record, readTokenUri, fetchJson }), fetchJson, readTokenUri }
}

describe('resolveAvatarRecord: URLs for the client, never fetched by the server (#15 A1)', () => {
  it.each([
    ['https://img.example/a.png', 'https://img.example/a.png'],
    ['data:image/svg+xml;base64,PHN2Zz4=', 'data:image/svg+xml;base64,PHN2Zz4='],
    ['ipfs://bafyabc/1.png', 'https://ipfs.io/ipfs/bafyabc/1.png'],
    ['ar://tx123', 'https://arweave.net/tx123'],
    ['http://127.0.0.1:8545/', null],
    ['http://169.254.169.254/latest/meta-data', null],
    ['javascript:alert(1)', null],
    ['file:///etc/passwd', null],
    ['https://user:pass@img.example/a.png', null],
  ])('A1: %s -> %s with no fetch', async (record, expected) => {
    const { result, fetchJson } = resolve(record)
    expect(await result).toBe(expected)
    expect(fetchJson).not.toHaveBeenCalled()
  })

  it('A1: an NFT with off-chain metadata is fetched through the guard only when https, its image handed over', async () => {
    const https = resolve(NFT, 'https://meta.example/{id}.json')
    expect(await https.result).toBe('https://ipfs.io/ipfs/bafyimage/1.png')
    expect(https.fetchJson).toHaveBeenCalledWith('https://meta.example/42.json')
    const plain = resolve(NFT, 'http://10.0.0.1/meta.json')
    expect(await plain.result).toBeNull()
    expect(plain.fetchJson).not.toHaveBeenCalled()
    const internalImage = resolve(NFT, 'https://meta.example/1', { image: 'http://10.0.0.1/secret.png' })
    expect(await internalImage.result).toBeNull()
  })

  it('reads on-chain NFT metadata without any fetch, and refuses malformed NFT records', async () => {
    const json = Buffer.from(JSON.stringify({ image_data: '<svg/>' })).toString('base64')
    const onChain = resolve(NFT, `data:application/json;base64,${json}`)
    expect(await onChain.result).toBe(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`)
    expect(onChain.fetchJson).not.toHaveBeenCalled()
    const malformed = resolve('eip155:1/erc20:0xb47e3cd837ddf8e4c57f05d70ab865de6e193bbb/1')
    expect(await malformed.result).toBeNull()
    expect(malformed.readTokenUri).not.toHaveBeenCalled()
  })
})
