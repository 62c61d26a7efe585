import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { viewFrameStyles } from './ViewFrame.styles.ts'

const viewsDir = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Every string each view's `.styles.ts` exports (the frame's own aside), by module and export name. */
const viewStylesheets = (
  await Promise.all(
    readdirSync(viewsDir).flatMap((view) =>
      readdirSync(join(viewsDir, view))
        .filter((file) => file.endsWith('.styles.ts'))
        .map(async (file) => {
          const exports: Record<string, unknown> = await import(join(viewsDir, view, file))
          return Object.entries(exports).flatMap(([name, value]) =>
            typeof value === 'string' && value !== viewFrameStyles
              ? [{ name: `${file} ${name}`, css: value }]
              : [],
          )
        }),
    ),
  )
).flat()

/** The frame's rules, each whole (`.apkt-view { ... }`): a view may override one, not carry a copy. */
const frameRules = [...viewFrameStyles.matchAll(/^\.apkt-[^{}]*\{[^{}]*\}/gm)].map((match) => match[0])

it('finds the view stylesheets and the frame rules it checks', () => {
  expect(viewStylesheets.length).toBeGreaterThan(15)
  expect(frameRules.length).toBeGreaterThan(10)
  expect(frameRules.some((rule) => rule.startsWith('.apkt-view-status {'))).toBe(true)
})

it("no view's stylesheet repeats a frame rule: the modal adopts the frame once, before every view", () => {
  const repeats = viewStylesheets.flatMap(({ name, css }) =>
    frameRules
      .filter((rule) => css.includes(rule))
      .map((rule) => `${name}: ${rule.slice(0, rule.indexOf('{'))}`),
  )
  expect(repeats).toEqual([])
})
