/** The held accounts, with the warning every page of this wallet must carry. */
export function AccountsPanel({ addresses }: { addresses: readonly string[] }) {
  return (
    <section aria-labelledby="accounts-heading" className="panel">
      <h2 id="accounts-heading">Accounts</h2>
      <p className="hint">Derived from anvil's public test mnemonic (path m/44'/60'/0'/0/i).</p>
      <ol className="accounts">
        {addresses.map((address, index) => (
          <li key={address}>
            <span className="index">#{index}</span> <code>{address}</code>
          </li>
        ))}
      </ol>
    </section>
  )
}
