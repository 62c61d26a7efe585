export const connectViewStyles = /* css */ `
.apkt-connect-view { gap: 14px; }
.apkt-connect-social-row {
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.apkt-connect-separator {
  display: flex;
  align-items: center;
  gap: 12px;
  color: var(--apkt-color-fg-200);
  font-size: var(--apkt-text-small);
}
.apkt-connect-separator::before,
.apkt-connect-separator::after {
  content: '';
  flex: 1 1 0;
  height: 1px;
  background: var(--apkt-color-bg-200);
}
.apkt-connect-all-wallets-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: var(--apkt-radius-s);
  background: var(--apkt-color-accent-glass);
  color: var(--apkt-color-accent-fg);
}
.apkt-connect-guide {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 2px 4px;
  margin: 0;
  color: var(--apkt-color-fg-200);
  font-size: var(--apkt-text-small);
}
.apkt-connect-legal-checkbox {
  padding: 10px 12px;
  border-radius: var(--apkt-radius-m);
  background: var(--apkt-color-bg-125);
  font-size: var(--apkt-text-small);
}
.apkt-connect-legal-footer {
  margin: 0;
  padding: 12px 8px 0;
  border-top: 1px solid var(--apkt-color-bg-200);
  color: var(--apkt-color-fg-200);
  font-size: var(--apkt-text-tiny);
  text-align: center;
}
`
