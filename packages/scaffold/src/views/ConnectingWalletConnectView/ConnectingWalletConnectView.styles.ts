import { connectingVisualStyles } from '../ConnectingExternalView/ConnectingExternalView.styles.ts'

/** The QR block (code, hint, copy link) and the "don't have the wallet" line; shared with the basic view. */
export const walletConnectQrStyles = /* css */ `
.apkt-wc-qr {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding-top: 4px;
}
.apkt-wc-qr .apkt-qr { max-width: 100%; }
.apkt-wc-qr-hint {
  margin: 4px 0 0;
  color: var(--apkt-color-fg-200);
  font-size: var(--apkt-text-small);
  text-align: center;
}
.apkt-wc-get-wallet {
  margin: 0;
  padding: 8px 4px 0;
  border-top: 1px solid var(--apkt-color-bg-200);
  color: var(--apkt-color-fg-200);
  font-size: var(--apkt-text-small);
  text-align: center;
}
`

export const connectingWalletConnectViewStyles = /* css */ `
${connectingVisualStyles}
${walletConnectQrStyles}
.apkt-connecting-wc-view .apkt-tabs-list { width: 100%; }
.apkt-connecting-wc-view .apkt-tabs-panel { padding-top: 12px; border-radius: var(--apkt-radius-m); }
.apkt-connecting-wc-view .apkt-tabs-panel:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
`
