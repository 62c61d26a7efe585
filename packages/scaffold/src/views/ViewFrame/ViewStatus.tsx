import type { ReactNode } from 'react'

export interface ViewStatusProps {
  /** An image, icon or spinner above the title. */
  visual?: ReactNode
  title: ReactNode
  description?: ReactNode
  /** Buttons under the text (Try again, Cancel, ...). */
  actions?: ReactNode
  /**
   * `waiting` announces politely (`role="status"`), `error` assertively (`role="alert"`), `info` not at all
   * (empty states the visitor reads in place). @default 'info'
   */
  tone?: 'info' | 'waiting' | 'error'
  /** The title's element: `h3` under the shell's dialog title, `h4` inside a section of the view. @default 'h3' */
  headingLevel?: 'h3' | 'h4'
  className?: string
}

/**
 * A centred panel for a view's waiting, empty and error states: visual, title, description and actions.
 *
 * @example <ViewStatus tone="error" title="Switch declined" actions={<Button>Try again</Button>} />
 */
export function ViewStatus({
  visual,
  title,
  description,
  actions,
  tone = 'info',
  headingLevel = 'h3',
  className,
}: ViewStatusProps) {
  const Heading = headingLevel
  const role = tone === 'error' ? 'alert' : tone === 'waiting' ? 'status' : undefined
  return (
    <div
      className={className ? `apkt-view-status ${className}` : 'apkt-view-status'}
      data-tone={tone}
      data-level={headingLevel}
    >
      {visual ? <div className="apkt-view-status-visual">{visual}</div> : null}
      <div role={role} className="apkt-view-section">
        <Heading className="apkt-view-status-title">{title}</Heading>
        {description ? <p className="apkt-view-status-description">{description}</p> : null}
      </div>
      {actions ? <div className="apkt-view-status-actions">{actions}</div> : null}
    </div>
  )
}
