/** The send form's parts, shared by the Send view and the preview (which shows the receiver the same way). */
export const sendFormStyles = /* css */ `
.apkt-send-form { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.apkt-send-label {
  display: block;
  margin: 0 0 6px;
  padding: 0 4px;
  color: var(--apkt-color-fg-200);
  font-size: var(--apkt-text-small);
  font-weight: 500;
}
.apkt-send-receiver { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.apkt-send-receiver .apkt-send-label { margin: 0; }
.apkt-send-receiver .apkt-input-field { height: 48px; }
.apkt-send-note {
  margin: 0;
  padding: 0 4px;
  color: var(--apkt-color-fg-200);
  font-size: var(--apkt-text-tiny);
  overflow-wrap: anywhere;
}
.apkt-send-receiver .apkt-input-error { overflow-wrap: anywhere; }
.apkt-send-amount-details { display: inline-flex; flex-wrap: wrap; gap: 2px 8px; }
.apkt-send-token-button {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 140px;
  height: 36px;
  padding: 0 10px 0 6px;
  border: 1px solid var(--apkt-color-bg-200);
  border-radius: var(--apkt-radius-full);
  background: var(--apkt-color-bg-100);
  color: var(--apkt-color-fg-100);
  font-family: var(--apkt-font-family);
  font-size: var(--apkt-text-paragraph);
  font-weight: 600;
  cursor: pointer;
}
.apkt-send-token-image { display: inline-flex; flex: none; }
.apkt-send-token-symbol { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
@media (hover: hover) {
  .apkt-send-token-button:hover { background: var(--apkt-color-bg-150); }
}
.apkt-send-token-button:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
.apkt-send-profile-output { display: contents; }
.apkt-send-profile {
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  padding: 8px 12px;
  border-radius: var(--apkt-radius-m);
  background: var(--apkt-color-bg-125);
}
.apkt-send-profile-text { display: flex; flex-direction: column; min-width: 0; }
.apkt-send-profile-name {
  overflow: hidden;
  font-size: var(--apkt-text-paragraph);
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.apkt-send-profile-address {
  color: var(--apkt-color-fg-200);
  font-size: var(--apkt-text-small);
  font-variant-numeric: tabular-nums;
}
.apkt-account-tab-loading { display: flex; flex-direction: column; gap: 8px; }
`

/** The Send view's stylesheet. */
export const walletSendViewStyles = sendFormStyles
