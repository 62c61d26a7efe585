'use client'

import { getButtonControlStyles, IsolatedHost } from '@org/appkit-ui'
import { type ReactNode, useMemo } from 'react'
import { useAppKitTheme } from '../hooks/useAppKitTheme.ts'

/**
 * The buttons' shadow root, themed like the modal: the host page's CSS cannot reach in. It adopts only the
 * button's styles (the button and its spinner), plus what a button showing images passes in `extraStyles`
 * (`getImageControlStyles()`), so a page that shows only the buttons neither loads nor parses the modal's CSS,
 * and one that shows only the connect button not the images' either.
 */
export function ButtonShadowHost({ children, extraStyles }: { children: ReactNode; extraStyles?: string }) {
  const { themeMode, themeVariables } = useAppKitTheme()
  const styles = useMemo(
    () => (extraStyles ? [getButtonControlStyles(), extraStyles] : [getButtonControlStyles()]),
    [extraStyles],
  )
  return (
    <IsolatedHost
      themeMode={themeMode}
      themeVariables={themeVariables}
      styles={styles}
      className="appkit-button-host"
    >
      {children}
    </IsolatedHost>
  )
}
