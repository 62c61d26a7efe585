/** Configuration and validation errors (spec §5). */
export const ValidationMessages = {
  siweAndSiwx: 'Cannot set both `siweConfig` and `siwx` options',
  removeLastNetwork: 'Cannot remove last network for a namespace',
  /** `{n}` is replaced with the seconds left. */
  emailCooldown: 'Please try again after {n} seconds',
  solanaSendInvalid: 'Please enter a valid amount and receiver address',
  invalidCaipAddress: 'Invalid CAIP address',
  invalidCaipNetworkId: 'Invalid CAIP network id',
  namespaceNotConfigured: 'Chain namespace is not configured',
  /** Not in spec §5: a `createAppKit` option asks for a behaviour the product does not provide. `{option}` is its path. */
  unsupportedOption: 'Option `{option}` is not supported',
} as const
