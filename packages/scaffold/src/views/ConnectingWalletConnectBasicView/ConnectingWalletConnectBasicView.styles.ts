import { connectingVisualStyles } from '../ConnectingExternalView/ConnectingExternalView.styles.ts'
import { walletConnectQrStyles } from '../ConnectingWalletConnectView/ConnectingWalletConnectView.styles.ts'

export const connectingWalletConnectBasicViewStyles = /* css */ `
${connectingVisualStyles}
${walletConnectQrStyles}
.apkt-connecting-wc-basic-view .apkt-connect-all-wallets-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: var(--apkt-radius-s);
  background: var(--apkt-color-accent-glass);
  color: var(--apkt-color-accent-fg);
}
`
