import { sendFormStyles } from '../WalletSendView/WalletSendView.styles.ts'

/** The send preview's stylesheet (with the send form's parts). */
export const walletSendPreviewViewStyles = /* css */ `${sendFormStyles}
.apkt-send-preview-amount {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 8px 0 4px;
  text-align: center;
  min-width: 0;
}
.apkt-send-preview-value {
  margin: 0;
  max-width: 100%;
  overflow-wrap: anywhere;
  font-size: var(--apkt-text-title);
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
}
.apkt-send-preview-usd { margin: 0; color: var(--apkt-color-fg-200); font-size: var(--apkt-text-small); }
.apkt-send-preview-details {
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 12px;
  border-radius: var(--apkt-radius-m);
  background: var(--apkt-color-bg-125);
}
.apkt-send-preview-row {
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  font-size: var(--apkt-text-small);
}
.apkt-send-preview-row > dt { flex-shrink: 0; color: var(--apkt-color-fg-200); }
.apkt-send-preview-row > dd {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  min-width: 0;
  text-align: end;
  font-weight: 500;
}
.apkt-send-preview-fee { display: flex; flex-direction: column; align-items: flex-end; }
.apkt-send-preview-fee-usd { color: var(--apkt-color-fg-200); font-weight: 400; }
.apkt-send-preview-warning { border-radius: var(--apkt-radius-m); }
`
