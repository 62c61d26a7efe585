/**
 * A fresh, flat copy of a short Latin-1 string. A string cut out of a larger one (a slice or a concatenation
 * in V8) can keep that larger one alive: a topic taken from a 200 KB frame, or built a character at a time,
 * holding kilobytes for 64 characters. Whatever the relay keeps per subscription or message goes through here.
 *
 * @example subscriptions.set(toFlatString(topic), id)
 */
export function toFlatString(value: string): string {
  return Buffer.from(value, 'latin1').toString('latin1')
}
