import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { getUiStyles } from './getUiStyles.ts'

it('holds the styles of every component folder that has a styles module', async () => {
  const componentsDir = join(import.meta.dirname, '../components')
  const css = getUiStyles()
  for (const name of readdirSync(componentsDir)) {
    const files = readdirSync(join(componentsDir, name))
    if (!files.includes(`${name}.styles.ts`)) continue
    const module = (await import(`../components/${name}/${name}.styles.ts`)) as Record<string, string>
    const styles = Object.values(module)[0]
    expect(styles, name).toBeTypeOf('string')
    expect(css, `${name}.styles.ts is missing from getUiStyles()`).toContain(styles)
  }
})

it('only uses theme tokens that the theme declares or that a component sets itself', async () => {
  const { createThemeTokens } = await import('./createThemeTokens.ts')
  const declared = new Set(
    [...`${createThemeTokens()}\n${getUiStyles()}`.matchAll(/(--apkt-[\w-]+)\s*:/g)].map((match) => match[1]),
  )
  const used = new Set([...getUiStyles().matchAll(/var\((--apkt-[\w-]+)/g)].map((match) => match[1]))
  // Components may read an optional custom property with a fallback, for example --apkt-wallet-grid-height.
  const optional = new Set(['--apkt-wallet-grid-height'])
  const undeclared = [...used].filter((name) => name && !declared.has(name) && !optional.has(name))
  expect(undeclared).toEqual([])
})
