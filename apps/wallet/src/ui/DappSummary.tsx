import type { DappView } from '../wallet/DappView.ts'

/** The dApp's icon, name and address as it described itself (unverified: this wallet skips the verify service). */
export function DappSummary({
  dapp,
  headingId,
  heading,
}: {
  dapp: DappView
  headingId: string
  heading: string
}) {
  return (
    <header className="dapp">
      {dapp.icon ? (
        <img src={dapp.icon} alt="" width={40} height={40} />
      ) : (
        <span className="dapp-icon" aria-hidden="true">
          {dapp.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <h3 id={headingId}>{heading}</h3>
        {dapp.url ? <p className="dapp-url">{dapp.url}</p> : null}
      </div>
    </header>
  )
}
