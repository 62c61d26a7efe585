import type { WalletController } from '../wallet/createWalletController.ts'
import type { WalletState } from '../wallet/WalletState.ts'
import { DappSummary } from './DappSummary.tsx'

/** The live sessions, each with Disconnect. */
export function SessionsPanel({ state, controller }: { state: WalletState; controller: WalletController }) {
  return (
    <section aria-labelledby="sessions-heading" className="panel">
      <h2 id="sessions-heading">Sessions</h2>
      {state.sessions.length === 0 ? (
        <p className="hint">No dApp is connected.</p>
      ) : (
        <ul className="sessions">
          {state.sessions.map((session) => {
            const headingId = `session-${session.topic}`
            const busy = state.busy.includes(`session:${session.topic}`)
            return (
              <li key={session.topic}>
                <article aria-labelledby={headingId} className="card" aria-busy={busy}>
                  <DappSummary dapp={session.dapp} headingId={headingId} heading={session.dapp.name} />
                  <dl className="details">
                    <dt>Accounts</dt>
                    <dd>
                      {session.addresses.map((address) => (
                        <code key={address} className="block">
                          {address}
                        </code>
                      ))}
                    </dd>
                    <dt>Chains</dt>
                    <dd>{session.chains.join(', ')}</dd>
                    <dt>Expires</dt>
                    <dd>
                      <time dateTime={new Date(session.expiresAt * 1000).toISOString()}>
                        {new Date(session.expiresAt * 1000).toLocaleString()}
                      </time>
                    </dd>
                  </dl>
                  <div className="actions">
                    <button
                      type="button"
                      className="secondary"
                      disabled={busy}
                      onClick={() => void controller.disconnect(session.topic)}
                    >
                      Disconnect
                    </button>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
