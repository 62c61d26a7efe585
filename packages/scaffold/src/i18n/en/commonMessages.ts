/** English strings of the common area. Keys are camelCase; `{name}` placeholders go through formatMessage. */
export const commonMessages = {} as const
