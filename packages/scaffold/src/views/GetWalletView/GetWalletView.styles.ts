export const getWalletViewStyles = /* css */ `
.apkt-get-wallet-intro { margin: 0; padding: 0 4px; color: var(--apkt-color-fg-200); font-size: var(--apkt-text-small); }
.apkt-get-wallet-link {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 8px 12px 8px 8px;
  border-radius: var(--apkt-radius-m);
  background: var(--apkt-color-bg-125);
  color: var(--apkt-color-fg-100);
  text-decoration: none;
  transition: background-color var(--apkt-duration-md) var(--apkt-ease);
}
@media (hover: hover) {
  .apkt-get-wallet-link:hover { background: var(--apkt-color-bg-150); }
}
.apkt-get-wallet-link:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
.apkt-get-wallet-body { display: flex; flex: 1 1 auto; flex-direction: column; min-width: 0; }
.apkt-get-wallet-name,
.apkt-get-wallet-host { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.apkt-get-wallet-name { font-weight: 500; }
.apkt-get-wallet-host { color: var(--apkt-color-fg-200); font-size: var(--apkt-text-small); }
.apkt-get-wallet-external { flex-shrink: 0; color: var(--apkt-color-fg-300); }
`
