import type { FastifyInstance } from 'fastify'
import type { ApiContext } from '../ApiContext.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { publicBaseUrl } from '../http/publicBaseUrl.ts'
import { readBodyObject } from '../http/readBody.ts'
import { onrampOptions } from '../onramp/onrampOptions.ts'
import { onrampQuote } from '../onramp/onrampQuote.ts'
import { renderOnrampPage } from '../onramp/renderOnrampPage.ts'
import { parseEvmAddress } from '../validation/parseEvmAddress.ts'

const ONRAMP_PAGE_PATH = '/onramp/buy/select-asset'
const MAX_WALLETS = 10

function optionalWholeNumber(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined
  if (!Number.isSafeInteger(value) || (value as number) < 0)
    throw new ApiHttpError(400, field, `${field} must be a non-negative integer`)
  return value as number
}

function readWallets(value: unknown) {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_WALLETS)
    throw new ApiHttpError(
      400,
      'destinationWallets',
      `destinationWallets must list 1 to ${MAX_WALLETS} wallets`,
    )
  return value.map((wallet, index) => {
    const field = `destinationWallets[${index}]`
    if (typeof wallet !== 'object' || wallet === null || typeof wallet.address !== 'string')
      throw new ApiHttpError(400, field, `${field}.address is required`)
    const list = (key: string) => {
      const entries = (wallet as Record<string, unknown>)[key]
      if (entries === undefined) return {}
      if (!Array.isArray(entries) || !entries.every((entry) => typeof entry === 'string'))
        throw new ApiHttpError(400, field, `${field}.${key} must be a list of strings`)
      return { [key]: entries }
    }
    return {
      address: parseEvmAddress(wallet.address, field),
      ...list('blockchains'),
      ...list('assets'),
      ...list('supportedNetworks'),
    }
  })
}

/**
 * On-ramp through a local stub provider (API-SHAPES §2.16-2.17): the buy URL points at a page of this server, the
 * options list the configured chains' coins, the quote prices them from the operator's table.
 */
export function registerOnrampRoutes(app: FastifyInstance, context: ApiContext): void {
  const options = { config: { project: true } }

  app.post('/v1/generators/onrampurl', options, async (request) => {
    const body = readBodyObject(request)
    const wallets = readWallets(body.destinationWallets)
    const { partnerUserId, defaultNetwork, defaultExperience } = body
    if (typeof partnerUserId !== 'string' || partnerUserId === '' || partnerUserId.length > 100)
      throw new ApiHttpError(400, 'partnerUserId', 'partnerUserId is required')
    if (defaultNetwork !== undefined && defaultNetwork !== null && typeof defaultNetwork !== 'string')
      throw new ApiHttpError(400, 'defaultNetwork', 'defaultNetwork must be a string')
    if (
      defaultExperience !== undefined &&
      defaultExperience !== null &&
      !['buy', 'send'].includes(String(defaultExperience))
    )
      throw new ApiHttpError(400, 'defaultExperience', "defaultExperience must be 'buy' or 'send'")
    const presetCryptoAmount = optionalWholeNumber(body.presetCryptoAmount, 'presetCryptoAmount')
    const presetFiatAmount = optionalWholeNumber(body.presetFiatAmount, 'presetFiatAmount')
    const url = new URL(`${publicBaseUrl(request, context.publicUrl)}${ONRAMP_PAGE_PATH}`)
    url.searchParams.set('appId', request.project?.id ?? '')
    url.searchParams.set('destinationWallets', JSON.stringify(wallets))
    url.searchParams.set('partnerUserId', partnerUserId)
    if (typeof defaultNetwork === 'string') url.searchParams.set('defaultNetwork', defaultNetwork)
    if (typeof defaultExperience === 'string') url.searchParams.set('defaultExperience', defaultExperience)
    if (presetCryptoAmount !== undefined)
      url.searchParams.set('presetCryptoAmount', String(presetCryptoAmount))
    if (presetFiatAmount !== undefined) url.searchParams.set('presetFiatAmount', String(presetFiatAmount))
    return { url: url.toString() }
  })

  app.get('/v1/onramp/options', options, async () => onrampOptions(context))

  app.post('/v1/onramp/quote', options, async (request) => onrampQuote(context, readBodyObject(request)))

  app.get(ONRAMP_PAGE_PATH, async (request, reply) => {
    const params = new URL(request.url, 'http://local').searchParams
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    return renderOnrampPage(params)
  })
}
