import { existsSync, readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { BaseError } from '../errors/BaseError.ts'
import * as entry from './index.ts'

const root = new URL('../../../../', import.meta.url)
const readme = readFileSync(new URL('README.md', root), 'utf8')
const errorClasses = Object.entries(entry).filter(
  (pair): pair is [string, typeof BaseError] =>
    typeof pair[1] === 'function' && (pair[1] === BaseError || pair[1].prototype instanceof BaseError),
)

it('every exported error class points its docsPath at an existing file, and at its own README row', () => {
  expect(errorClasses.length).toBeGreaterThan(30)
  for (const [name, errorClass] of errorClasses) {
    const [file = '', anchor] = errorClass.docsPath.split('#')
    expect(existsSync(new URL(file, root)), `${name}: ${errorClass.docsPath}`).toBe(true)
    if (file === 'README.md' && name !== 'BaseError') expect(anchor).toBe(name.toLowerCase())
    // Every class has a row in the README's "Errors" table, whatever its docsPath.
    expect(readme, name).toContain(`<a id="${name.toLowerCase()}"></a>\`${name}\``)
  }
})

it('the README table lists no class the packages do not export', () => {
  const section = readme.slice(
    readme.indexOf('## Errors'),
    readme.indexOf('\n## ', readme.indexOf('## Errors') + 1),
  )
  const listed = [...section.matchAll(/<a id="\w+"><\/a>`(\w+)`/g)].map((match) => match[1])
  const adapterClasses = ['UnrecognizedChainError'] // exported by @org/appkit-adapter-wagmi
  expect(listed.filter((name) => !(name && name in entry) && !adapterClasses.includes(name ?? ''))).toEqual(
    [],
  )
})
