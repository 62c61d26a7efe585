import { type FormEvent, useState } from 'react'

/** Opens a `wc:` URI pasted from a dApp (the deep link `?uri=` does the same on load). */
export function PairPanel({ busy, onPair }: { busy: boolean; onPair: (uri: string) => Promise<void> }) {
  const [uri, setUri] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (uri.trim() === '') return
    await onPair(uri)
    setUri('')
  }

  return (
    <section aria-labelledby="pair-heading" className="panel">
      <h2 id="pair-heading">Connect a dApp</h2>
      <form onSubmit={submit} className="pair">
        <label htmlFor="wc-uri">WalletConnect URI</label>
        <input
          id="wc-uri"
          type="text"
          value={uri}
          onChange={(event) => setUri(event.target.value)}
          placeholder="wc:…"
          autoComplete="off"
          spellCheck={false}
          required
          pattern="\s*wc:.*"
          title="A WalletConnect URI starts with wc:"
        />
        <button type="submit" disabled={busy} aria-busy={busy}>
          Connect
        </button>
      </form>
    </section>
  )
}
