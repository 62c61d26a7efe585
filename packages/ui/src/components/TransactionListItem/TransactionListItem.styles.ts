export const transactionListItemStyles = /* css */ `
.apkt-transaction-image { position: relative; display: inline-flex; }
.apkt-transaction-badge {
  position: absolute;
  right: -3px;
  bottom: -3px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border: 2px solid var(--apkt-color-bg-125);
  border-radius: var(--apkt-radius-full);
  background: var(--apkt-color-bg-200);
  color: var(--apkt-color-fg-100);
}
.apkt-transaction-image[data-direction='in'] .apkt-transaction-badge { background: var(--apkt-color-success-100); color: var(--apkt-color-bg-100); }
.apkt-transaction-image[data-direction='out'] .apkt-transaction-badge { background: var(--apkt-color-accent-100); color: var(--apkt-color-on-accent); }
.apkt-transaction-image[data-status='failed'] .apkt-transaction-badge { background: var(--apkt-color-error-100); color: var(--apkt-color-bg-100); }
.apkt-transaction-time { color: var(--apkt-color-fg-200); font-size: var(--apkt-text-tiny); }
.apkt-transaction-status {
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: var(--apkt-text-tiny);
  font-weight: 500;
}
.apkt-transaction-status[data-status='pending'] { color: var(--apkt-color-warning-text); }
.apkt-transaction-status[data-status='failed'] { color: var(--apkt-color-error-text); }
`
