import { Fragment, type ReactNode } from 'react'

/**
 * Like core's formatMessage, but a placeholder may be replaced with an element (a link inside a sentence), so the
 * translated sentence keeps its own word order.
 *
 * @example formatRich('I agree to the {terms}', { terms: <Link href={url}>Terms</Link> })
 */
export function formatRich(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message.split(/(\{\w+\})/g).map((part, index) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1]
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder
    return <Fragment key={index}>{key !== undefined && key in values ? values[key] : part}</Fragment>
  })
}
