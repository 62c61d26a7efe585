/**
 * The scheme of a link, lower case and without its colon; undefined when the link does not start with one.
 *
 * @example schemeOf('MetaMask://wc') // 'metamask'
 */
export function schemeOf(link: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(link.trim())?.[1]?.toLowerCase()
}
