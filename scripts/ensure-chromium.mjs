#!/usr/bin/env node
// The story and browser tests drive Debian's Chromium (never a downloaded browser). On a fresh machine this
// installs it through apt when we are root; otherwise it says what to do.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = '/usr/bin/chromium'

if (existsSync(CHROMIUM)) process.exit(0)

if (process.getuid?.() !== 0) {
  console.error(
    `${CHROMIUM} is missing. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
  )
  process.exit(1)
}
console.log(`${CHROMIUM} is missing: installing Debian's chromium package (about 30 s)...`)
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
})
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing`)
  process.exit(1)
}
