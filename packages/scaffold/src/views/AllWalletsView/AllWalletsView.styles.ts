export const allWalletsViewStyles = /* css */ `
.apkt-all-wallets-view { gap: 8px; padding-bottom: 8px; }
.apkt-all-wallets-view .apkt-wallet-grid { --apkt-wallet-grid-height: min(380px, calc(100dvh - 200px)); margin: 0 -4px; width: calc(100% + 8px); }
/* Registry names are long next to a 56 px logo: two lines before the ellipsis, so wallets can be told apart. */
.apkt-all-wallets-view .apkt-wallet-grid-name {
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  white-space: normal;
  overflow-wrap: anywhere;
  text-align: center;
}
.apkt-all-wallets-more-error {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  color: var(--apkt-color-error-text);
  font-size: var(--apkt-text-small);
}
`
