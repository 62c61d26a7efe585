/** English strings of the siwx area. Keys are camelCase; `{name}` placeholders go through formatMessage. */
export const siwxMessages = {} as const
