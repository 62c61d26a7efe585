import type { Core } from '@org/appkit-core'
import { ShadowHost } from '@org/appkit-ui'
import type { ReactNode } from 'react'
import { CoreProvider } from '../context/CoreContext.tsx'
import { MessagesProvider } from '../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../state/useStateSnapshot.ts'
import { viewFrameStyles } from '../views/ViewFrame/ViewFrame.styles.ts'

// The card stands in for the modal shell until the shell hosts the views: width, background, radius, shadow.
const cardStyles = /* css */ `
.apkt-view-story-card {
  width: 360px;
  max-width: 100%;
  padding-top: 12px;
  background: var(--apkt-color-bg-100);
  color: var(--apkt-color-fg-100);
  border: 1px solid var(--apkt-color-bg-200);
  border-radius: var(--apkt-radius-l);
  box-shadow: var(--apkt-shadow-md);
}
.apkt-view-story-card[data-mobile] { width: 100%; border-radius: var(--apkt-radius-l) var(--apkt-radius-l) 0 0; }
`

export interface ViewStoryFrameProps {
  core: Core
  /** The view's stylesheet (its `.styles.ts` export); the frame's shared styles come with the card, as in the modal. */
  styles: string
  /** @default 'en' */
  locale?: string
  /** Full width, like the modal's bottom sheet on a phone. */
  mobile?: boolean
  children: ReactNode
}

/**
 * Renders one view the way the modal will (until the shell hosts it): a shadow root themed from the core's
 * theme, the core and message providers, and a 360 px card.
 *
 * @example <ViewStoryFrame core={core} styles={networksViewStyles}><NetworksView /></ViewStoryFrame>
 */
export function ViewStoryFrame({ core, styles, locale = 'en', mobile, children }: ViewStoryFrameProps) {
  const theme = useStateSnapshot(core.theme.state)
  return (
    <ShadowHost
      themeMode={theme.themeMode}
      themeVariables={theme.themeVariables}
      styles={[cardStyles, viewFrameStyles, styles]}
    >
      <CoreProvider core={core}>
        <MessagesProvider locale={locale}>
          <div className="apkt-view-story-card" data-mobile={mobile ? '' : undefined}>
            {children}
          </div>
        </MessagesProvider>
      </CoreProvider>
    </ShadowHost>
  )
}

/** What a view story's loader returns: the core the view is bound to. */
export interface ViewStoryLoaded {
  core: Core
}

/**
 * A story `render` for a view: the loaded core, `parameters.viewMobile` for the full-width card and
 * `parameters.locale` for the catalogue.
 */
export function renderViewStory(View: () => ReactNode, styles: string) {
  return (
    _args: unknown,
    context: { loaded: Record<string, unknown>; parameters: Record<string, unknown> },
  ) => (
    <ViewStoryFrame
      core={(context.loaded as unknown as ViewStoryLoaded).core}
      styles={styles}
      mobile={context.parameters.viewMobile === true}
      locale={typeof context.parameters.locale === 'string' ? context.parameters.locale : 'en'}
    >
      <View />
    </ViewStoryFrame>
  )
}

/** Storybook parameters for view stories: the preview's own canvas steps aside for the card. */
export const viewStoryParameters = {
  storyStyles: ['.sb-apkt-canvas { width: auto; padding: 0; background: none; }'],
}

/** Storybook parameters and globals for a Mobile story: a 320 px viewport, the card at full width. */
export const mobileStory = {
  parameters: {
    viewMobile: true,
    layout: 'fullscreen',
    canvasLayout: 'fill',
    storyStyles: ['.sb-apkt-canvas { width: 100%; padding: 0; background: none; }'],
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
