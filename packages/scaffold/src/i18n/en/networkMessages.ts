/** English strings of the network area. Keys are camelCase; `{name}` placeholders go through formatMessage. */
export const networkMessages = {} as const
