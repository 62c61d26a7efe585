import { spawn } from 'node:child_process'
import { resolveAnvilBinary } from './resolveAnvilBinary.ts'

export interface SpawnAnvilParameters {
  host: string
  /** 0 lets the OS pick; the real port is read back from anvil's `Listening on` line. */
  port: number
  chainId: number
  mnemonic: string
  accountCount: number
  balanceEth: number
  /** Receives anvil's stdout and stderr after start-up (its per-request log); dropped when absent. */
  onOutput?: (chunk: string) => void
  /** How long to wait for `Listening on` before giving up. */
  timeoutMs?: number
}

export interface AnvilProcess {
  pid: number
  port: number
  rpcUrl: string
  /** Ends anvil (SIGTERM, then SIGKILL after 5 s) and resolves once the process has exited and been reaped. */
  stop(): Promise<void>
}

const signals = ['SIGINT', 'SIGTERM'] as const

/** Spawns the anvil binary and resolves when it listens; it is stopped by pid when this process exits. */
export function spawnAnvil(parameters: SpawnAnvilParameters): Promise<AnvilProcess> {
  const { host, port, chainId, mnemonic, accountCount, balanceEth, onOutput, timeoutMs = 15_000 } = parameters
  const args = [
    ...['--host', host, '--port', String(port), '--chain-id', String(chainId)],
    ...['--accounts', String(accountCount), '--balance', String(balanceEth), '--mnemonic', mnemonic],
  ]
  const child = spawn(resolveAnvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const killNow = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  // A signal's default action would end us without running 'exit' handlers: stop anvil, then, unless
  // someone else handles the signal, re-raise it so the process still ends the way it would have.
  const onSignal = (signal: NodeJS.Signals) => {
    killNow()
    detach()
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
  }
  const detach = () => {
    process.off('exit', killNow)
    for (const signal of signals) process.off(signal, onSignal)
  }
  process.on('exit', killNow)
  for (const signal of signals) process.on(signal, onSignal)
  exited.then(detach)

  const stop = async () => {
    killNow()
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
    detach()
  }

  return new Promise<AnvilProcess>((resolve, reject) => {
    let output = ''
    let ready = false
    const fail = (reason: string) => {
      if (ready) return
      ready = true
      clearTimeout(timer)
      void stop().then(() => reject(new Error(`anvil did not start: ${reason}\n${output.slice(-2_000)}`)))
    }
    const timer = setTimeout(() => fail(`no "Listening on" within ${timeoutMs} ms`), timeoutMs)
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      if (ready) {
        onOutput?.(text)
        return
      }
      output += text
      const match = /Listening on ([^\s:]+):(\d+)/.exec(output)
      if (!match) return
      ready = true
      clearTimeout(timer)
      const listeningPort = Number(match[2])
      resolve({ pid: child.pid!, port: listeningPort, rpcUrl: `http://${host}:${listeningPort}`, stop })
    }
    // Keep both pipes flowing for the process's whole life: a full pipe would block anvil.
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('error', (error) => fail(error.message))
    child.once('exit', (code, signal) => fail(`exited with ${signal ?? `code ${code}`}`))
  })
}
