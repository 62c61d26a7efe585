import type { WalletConfig } from '../config/WalletConfig.ts'

/** Where the wallet talks to, so a misconfigured relay or RPC is visible at a glance. */
export function SettingsPanel({ config }: { config: WalletConfig }) {
  return (
    <section aria-labelledby="settings-heading" className="panel">
      <h2 id="settings-heading">Settings</h2>
      <dl className="details">
        <dt>Relay</dt>
        <dd>
          <code>{config.relayUrl}</code>
        </dd>
        <dt>Project id</dt>
        <dd>
          <code>{config.projectId}</code>
        </dd>
        <dt>Chains</dt>
        <dd>
          <ul className="plain">
            {[...config.chains, ...config.solanaChains].map((chain) => (
              <li key={chain.caipId}>
                {chain.caipId} → <code>{chain.rpcUrl}</code>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </section>
  )
}
