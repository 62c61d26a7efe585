/** The UnsupportedChain view's stylesheet. */
export const unsupportedChainViewStyles = /* css */ `.apkt-unsupported-chain-view .apkt-view-status { padding-bottom: 8px; }
.apkt-unsupported-chain-icon {
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: color-mix(in srgb, var(--apkt-color-warning-100) 14%, transparent);
  color: var(--apkt-color-warning-text);
}
.apkt-unsupported-chain-list { max-height: min(300px, 45vh); margin: 0 -4px; padding: 4px; overflow-y: auto; }
`
