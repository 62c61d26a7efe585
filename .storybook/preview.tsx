import type { Decorator, Preview } from '@storybook/react-vite'
import { ShadowHost, type ThemeMode, type ThemeVariables } from '../packages/ui/src/exports/index.ts'

// The canvas the modal would give a component: its background and padding, inside the same shadow root.
const canvasStyles = /* css */ `
.sb-apkt-canvas {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  width: 360px;
  max-width: 100%;
  padding: 16px;
  background: var(--apkt-color-bg-100);
  color: var(--apkt-color-fg-100);
  border-radius: var(--apkt-radius-l);
}
.sb-apkt-canvas[data-layout='fill'] { align-items: stretch; }
`

// Every story renders the way the modal renders it: inside a shadow root with the theme tokens and ui styles
// adopted as constructable stylesheets. `globals.theme` picks the mode, `parameters.themeVariables` the
// dApp's `--w3m-*` variables, `parameters.storyStyles` adds a story's own layout CSS.
const withShadowRoot: Decorator = (Story, context) => {
  const themeMode = (context.globals.theme as ThemeMode | undefined) ?? 'light'
  const themeVariables = context.parameters.themeVariables as ThemeVariables | undefined
  const storyStyles = (context.parameters.storyStyles as string[] | undefined) ?? []
  return (
    <ShadowHost themeMode={themeMode} themeVariables={themeVariables} styles={[canvasStyles, ...storyStyles]}>
      <div className="sb-apkt-canvas" data-layout={context.parameters.canvasLayout ?? 'start'}>
        <Story />
      </div>
    </ShadowHost>
  )
}

const preview: Preview = {
  decorators: [withShadowRoot],
  globalTypes: {
    theme: {
      description: 'Theme mode of the ui tokens',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'centered',
    backgrounds: { disable: true },
    a11y: {
      // 'error' makes a violation fail the story test (in `pnpm test:stories` and in the Storybook UI).
      test: 'error',
      // Only serious and critical violations fail; moderate and minor ones still show in the a11y panel.
      options: { impactLevels: ['serious', 'critical'] },
    },
  },
}

export default preview
