/** The token picker's stylesheet. */
export const walletSendSelectTokenViewStyles = /* css */ `.apkt-send-token-list {
  max-height: min(440px, 60vh);
  margin: 0 -4px;
  padding: 4px;
  overflow-y: auto;
  overscroll-behavior: contain;
}
.apkt-account-tab-loading { display: flex; flex-direction: column; gap: 8px; }
`
