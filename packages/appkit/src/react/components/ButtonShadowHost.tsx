import { getControlStyles, IsolatedHost } from '@org/appkit-ui'
import { type ReactNode, useMemo } from 'react'
import { useAppKitTheme } from '../hooks/useAppKitTheme.ts'

/**
 * The buttons' shadow root, themed like the modal: the host page's CSS cannot reach in. It adopts only the
 * control styles (a button, its spinner, the network and address images), so a page that shows only the buttons
 * neither loads nor parses the modal's CSS.
 */
export function ButtonShadowHost({ children }: { children: ReactNode }) {
  const { themeMode, themeVariables } = useAppKitTheme()
  const styles = useMemo(() => [getControlStyles()], [])
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
