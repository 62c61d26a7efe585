#!/usr/bin/env node
// The story and browser tests drive Debian's Chromium (never a downloaded browser). On a fresh machine this
// installs it through apt when we are root; otherwise it says what to do.
import { existsSync } from 'node:fs'
import { installDebianPackage } from './installDebianPackage.mjs'

const CHROMIUM = '/usr/bin/chromium'

if (existsSync(CHROMIUM)) process.exit(0)

installDebianPackage({ pkg: 'chromium', what: CHROMIUM, seconds: 30 })
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing`)
  process.exit(1)
}
