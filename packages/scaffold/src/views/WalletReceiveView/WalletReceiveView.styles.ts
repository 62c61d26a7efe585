/** The Receive view's stylesheet. */
export const walletReceiveViewStyles = /* css */ `.apkt-receive-qr { align-self: center; max-width: 100%; }
.apkt-receive-address { display: flex; flex-direction: column; gap: 4px; min-width: 0; text-align: center; }
.apkt-send-label {
  margin: 0;
  color: var(--apkt-color-fg-200);
  font-size: var(--apkt-text-small);
  font-weight: 500;
}
.apkt-receive-address-value {
  margin: 0;
  overflow-wrap: anywhere;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: var(--apkt-text-small);
  line-height: 1.5;
  user-select: all;
}
.apkt-receive-networks-description {
  margin: 0;
  padding: 0 4px;
  color: var(--apkt-color-fg-200);
  font-size: var(--apkt-text-tiny);
}
.apkt-receive-networks { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.apkt-receive-network {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  padding: 4px 10px 4px 4px;
  border-radius: var(--apkt-radius-full);
  background: var(--apkt-color-bg-125);
  font-size: var(--apkt-text-small);
  font-weight: 500;
}
.apkt-receive-network > span:last-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`
