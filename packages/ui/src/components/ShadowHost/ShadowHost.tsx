'use client'

import { useMemo } from 'react'
import { getUiStyles } from '../../theme/getUiStyles.ts'
import { IsolatedHost, type IsolatedHostProps } from '../IsolatedHost/IsolatedHost.tsx'

export interface ShadowHostProps extends IsolatedHostProps {
  /** Extra stylesheets for what renders inside (for example the modal's views), after the ui styles. */
  styles?: readonly string[]
}

/**
 * Renders its children inside an open shadow root that adopts the theme tokens, the ui styles and `styles`
 * as constructable stylesheets, so the host page's CSS cannot reach in and ours cannot leak out, with no
 * inline `<style>` (and so no CSP exception) where the browser supports `adoptedStyleSheets`: `IsolatedHost`
 * with every ui component's styles.
 *
 * @example
 * <ShadowHost themeMode="dark"><Button>Connect</Button></ShadowHost>
 */
export function ShadowHost({ styles = [], ...props }: ShadowHostProps) {
  const stylesKey = styles.join('\n/* --- */\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the array's contents
  const withUiStyles = useMemo(() => [getUiStyles(), ...styles], [stylesKey])
  return <IsolatedHost {...props} styles={withUiStyles} />
}
