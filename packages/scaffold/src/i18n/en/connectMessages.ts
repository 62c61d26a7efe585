/** English strings of the connect area. Keys are camelCase; `{name}` placeholders go through formatMessage. */
export const connectMessages = {} as const
