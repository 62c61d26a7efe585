import type { DappVerification } from '../wallet/DappVerification.ts'
import type { DappView } from '../wallet/DappView.ts'

/** How each verification reads next to the dApp's address: every state but `verified` is a warning. */
const VERIFICATION_LABELS: Record<DappVerification, { label: string; tone: 'ok' | 'warning' | 'danger' }> = {
  verified: { label: 'Verified', tone: 'ok' },
  unverified: { label: 'Unverified: this address is what the dApp says, nobody checked it', tone: 'warning' },
  mismatch: { label: 'Address mismatch: the request came from another site', tone: 'danger' },
  scam: { label: 'Known scam: reject this', tone: 'danger' },
}

/** The dApp's icon, name and address as it described itself, marked with what the wallet could verify of it. */
export function DappSummary({
  dapp,
  headingId,
  heading,
}: {
  dapp: DappView
  headingId: string
  heading: string
}) {
  const verification = VERIFICATION_LABELS[dapp.verification]
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
        <p className={`dapp-verification dapp-verification-${verification.tone}`}>{verification.label}</p>
      </div>
    </header>
  )
}
