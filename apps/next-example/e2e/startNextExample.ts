import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { type Devnet, getFreePort, startDevnet } from '@org/appkit-devnet'
import { launchTestChromium } from '@org/appkit-testing/e2e'
import { build } from 'esbuild'
import type { Browser } from 'playwright-core'
import { type LocalApi, startLocalApi } from './startLocalApi.ts'

const APP = fileURLToPath(new URL('..', import.meta.url))
const NEXT_BIN = fileURLToPath(new URL('../node_modules/next/dist/bin/next', import.meta.url))
/** `next build` takes about 1.5 min on two shared cores; past this it is stuck, not slow. */
const BUILD_TIMEOUT_MS = 6 * 60_000
const START_TIMEOUT_MS = 30_000

export interface NextExampleRun {
  /** `http://127.0.0.1:<port>/`, the app as `next start` serves it. */
  url: string
  browser: Browser
  devnet: Devnet
  api: LocalApi
  /** The dev wallet's init script (installWallet.ts bundled for the browser). */
  walletScript: string
  stop(): Promise<void>
}

/** Next's environment for this app: no telemetry, plus what a step adds (the API at build, the devnet at start). */
function nextEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra }
}

/** Ends a process we started (by its pid), waiting for it to exit; SIGKILL if it has not within 5 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  process.kill(child.pid, 'SIGTERM')
  const timer = setTimeout(() => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL')
  }, 5_000)
  await exited
  clearTimeout(timer)
}

/** `next build` in the app's folder, failing with its output when it fails or outlasts BUILD_TIMEOUT_MS. */
async function buildApp(api: LocalApi): Promise<void> {
  const child = spawn(process.execPath, [NEXT_BIN, 'build'], {
    cwd: APP,
    env: nextEnv({ NEXT_PUBLIC_APPKIT_API_URL: api.url }),
    stdio: 'pipe',
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const timer = setTimeout(() => void stopProcess(child), BUILD_TIMEOUT_MS)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  clearTimeout(timer)
  if (code !== 0) throw new Error(`next build failed (exit ${code}):\n${output}`)
}

/** `next start` on 127.0.0.1:port, resolved once it answers a request. */
async function startApp(port: number, devnet: Devnet): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: APP,
      env: nextEnv({ DEVNET_RPC_URL: devnet.rpcUrl }),
      stdio: 'pipe',
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`)
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return child
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stopProcess(child)
  throw new Error(`next start did not answer within ${START_TIMEOUT_MS} ms:\n${output}`)
}

async function bundleWalletScript(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./installWallet.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  })
  const [file] = result.outputFiles
  if (!file) throw new Error('the wallet script did not bundle')
  return file.text
}

/**
 * The example as it ships: a local API and `next build` once against it, then a devnet and `next start` on free ports
 * of 127.0.0.1 (the app's /rpc forwards to the devnet), the dev wallet's init script, and Chromium. `stop()` ends
 * every one of them.
 */
export async function startNextExample(): Promise<NextExampleRun> {
  const stops: (() => Promise<unknown>)[] = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined)
  }
  try {
    // The API's port goes into the build (Next fixes NEXT_PUBLIC_* values then); the devnet's is given at start.
    const api = await startLocalApi()
    stops.push(api.close)
    const [walletScript] = await Promise.all([bundleWalletScript(), buildApp(api)])
    const devnet = await startDevnet()
    stops.push(devnet.stop)
    const port = await getFreePort()
    const app = await startApp(port, devnet)
    stops.push(() => stopProcess(app))
    const browser = await launchTestChromium()
    stops.push(() => browser.close())
    return { url: `http://127.0.0.1:${port}/`, browser, devnet, api, walletScript, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
