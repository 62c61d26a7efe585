/**
 * A node and everything under it (shadow roots included) as text with each element's attributes sorted, so DOM
 * built by hand can be compared with what React renders, whatever order either set the attributes in.
 *
 * @example expect(serializeDom(painted)).toBe(serializeDom(rendered))
 */
export function serializeDom(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return JSON.stringify(node.textContent)
  if (!(node instanceof Element)) return ''
  const attributes = Array.from(
    node.attributes,
    (attribute) => `${attribute.name}="${attribute.value}"`,
  ).sort()
  const children = Array.from(node.childNodes, serializeDom)
  const shadow = node.shadowRoot
    ? [`#shadow(${Array.from(node.shadowRoot.childNodes, serializeDom).join('')})`]
    : []
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${[...shadow, ...children].join('')}</>`
}
