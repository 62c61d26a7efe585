// What a test script does when a Debian program it needs is missing: as root, install the package from Debian's
// archive (the only place this project installs a binary from); otherwise say how, and exit.
import { execSync } from 'node:child_process'

/**
 * Installs Debian's `pkg` with apt-get when we are root, else prints the command to run and exits 1. `what` names
 * it for people ("PostgreSQL"), `seconds` says roughly how long it takes.
 *
 * @example installDebianPackage({ pkg: 'redis-server', what: 'Redis', seconds: 15 })
 */
export function installDebianPackage({ pkg, what, seconds }) {
  if (process.getuid?.() !== 0) {
    console.error(
      `${what} is missing. Install it with: sudo apt-get update && sudo apt-get install -y ${pkg}`,
    )
    process.exit(1)
  }
  console.log(`${what} is missing: installing Debian's ${pkg} package (about ${seconds} s)...`)
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
    stdio: 'inherit',
  })
}
