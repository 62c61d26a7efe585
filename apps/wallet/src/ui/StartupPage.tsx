import { TestWalletWarning } from './TestWalletWarning.tsx'

/** What the page shows until WalletKit has started, or why it could not. */
export function StartupPage({ error }: { error?: unknown }) {
  return (
    <main className="wallet">
      <header>
        <h1>AppKit test wallet</h1>
        <TestWalletWarning />
      </header>
      {error === undefined ? (
        <p role="status">Starting the wallet…</p>
      ) : (
        <p role="alert" className="alert">
          The wallet could not start: {error instanceof Error ? error.message : String(error)}
        </p>
      )}
    </main>
  )
}
