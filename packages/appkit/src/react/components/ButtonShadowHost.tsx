import { ShadowHost } from '@org/appkit-ui'
import type { ReactNode } from 'react'
import { useAppKitTheme } from '../hooks/useAppKitTheme.ts'

/** The buttons' shadow root, themed like the modal: the host page's CSS cannot reach in. */
export function ButtonShadowHost({ children }: { children: ReactNode }) {
  const { themeMode, themeVariables } = useAppKitTheme()
  return (
    <ShadowHost themeMode={themeMode} themeVariables={themeVariables} className="appkit-button-host">
      {children}
    </ShadowHost>
  )
}
