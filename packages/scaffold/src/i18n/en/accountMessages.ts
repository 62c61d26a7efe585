/** English strings of the account area. Keys are camelCase; `{name}` placeholders go through formatMessage. */
export const accountMessages = {} as const
