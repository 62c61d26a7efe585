import type { ComponentType } from 'react'
import { ViewStoryFrame, type ViewStoryLoaded } from './ViewStoryFrame.tsx'

/**
 * A story `render` for a part of a view (a section, a panel, the status block): `Part` with the story's args,
 * in the same card, core, catalogue and shadow root as `renderViewStory`, so a story's controls edit the part's
 * props. `parameters.viewMobile` gives the full-width card, `parameters.locale` the catalogue.
 *
 * @example render: renderPartStory(EmailSectionInFrame, connectViewStyles)
 */
export function renderPartStory<Props extends object>(Part: ComponentType<Props>, styles: string) {
  return (args: Props, context: { loaded: Record<string, unknown>; parameters: Record<string, unknown> }) => (
    <ViewStoryFrame
      core={(context.loaded as unknown as ViewStoryLoaded).core}
      styles={styles}
      mobile={context.parameters.viewMobile === true}
      locale={typeof context.parameters.locale === 'string' ? context.parameters.locale : 'en'}
    >
      <Part {...args} />
    </ViewStoryFrame>
  )
}
