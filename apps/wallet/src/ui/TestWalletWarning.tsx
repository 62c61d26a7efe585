/** Always shown: these keys are public, anything sent to them on a real chain is lost to whoever looks first. */
export function TestWalletWarning() {
  return (
    <p className="warning">
      <strong>test wallet — devnet keys, never use for value.</strong> Every key here comes from a mnemonic
      published with anvil.
    </p>
  )
}
