'use client'

import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { createThemeTokens, type ThemeMode, type ThemeVariables } from '../../theme/createThemeTokens.ts'
import { adoptStyles } from './adoptStyles.ts'

export interface IsolatedHostProps {
  /** @default 'system' */
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** The stylesheets of what renders inside, after the theme tokens (for example `getControlStyles()`). */
  styles?: readonly string[]
  /** Only used where constructable stylesheets are missing and `<style>` elements are the fallback. */
  nonce?: string
  className?: string
  children?: ReactNode
}

/**
 * Renders its children inside an open shadow root that adopts the theme tokens and `styles` as constructable
 * stylesheets, so the host page's CSS cannot reach in and ours cannot leak out, with no inline `<style>` (and so
 * no CSP exception) where the browser supports `adoptedStyleSheets`. Each distinct CSS text is parsed once per
 * document and shared between hosts. `ShadowHost` is this with every ui component's styles; a host holding only a
 * button adopts `getControlStyles()` and stays light.
 *
 * @example
 * <IsolatedHost themeMode="dark" styles={[getControlStyles()]}><Button>Connect</Button></IsolatedHost>
 */
export function IsolatedHost({
  themeMode = 'system',
  themeVariables,
  styles = [],
  nonce,
  className,
  children,
}: IsolatedHostProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const [container, setContainer] = useState<HTMLElement | null>(null)
  const variablesKey = JSON.stringify(themeVariables ?? {})
  const stylesKey = styles.join('\n/* --- */\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the objects' contents
  const cssTexts = useMemo(
    () => [createThemeTokens({ themeMode, themeVariables }), ...styles],
    [themeMode, variablesKey, stylesKey],
  )

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    let root = shadowRoot.querySelector<HTMLElement>(':scope > .apkt-root')
    if (!root) {
      root = host.ownerDocument.createElement('div')
      root.className = 'apkt-root'
      shadowRoot.append(root)
    }
    setContainer(root)
  }, [])

  useLayoutEffect(() => {
    const shadowRoot = hostRef.current?.shadowRoot
    return shadowRoot ? adoptStyles(shadowRoot, cssTexts, nonce) : undefined
  }, [cssTexts, nonce])

  return (
    <div ref={hostRef} className={className} data-apkt-shadow-host="">
      {container ? createPortal(children, container) : null}
    </div>
  )
}
