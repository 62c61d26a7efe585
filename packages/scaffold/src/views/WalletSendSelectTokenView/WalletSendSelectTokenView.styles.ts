import { viewFrameStyles } from '../ViewFrame/ViewFrame.styles.ts'

/** The token picker's stylesheet (with the shared view frame). */
export const walletSendSelectTokenViewStyles = /* css */ `${viewFrameStyles}
.apkt-send-token-list {
  max-height: min(440px, 60vh);
  margin: 0 -4px;
  padding: 4px;
  overflow-y: auto;
  overscroll-behavior: contain;
}
.apkt-account-tab-loading { display: flex; flex-direction: column; gap: 8px; }
`
