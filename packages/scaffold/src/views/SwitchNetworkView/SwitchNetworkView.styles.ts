/** The SwitchNetwork view's stylesheet. */
export const switchNetworkViewStyles = /* css */ `.apkt-switch-network-visual {
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 76px;
  height: 76px;
}
.apkt-switch-network-ring {
  position: absolute;
  inset: 0;
  border: 3px solid var(--apkt-color-accent-glass);
  border-top-color: var(--apkt-color-accent-100);
  border-radius: 50%;
  animation: apkt-switch-network-spin 1s linear infinite;
}
.apkt-switch-network-badge {
  position: absolute;
  right: 4px;
  bottom: 4px;
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border: 2px solid var(--apkt-color-bg-100);
  border-radius: 50%;
  background: var(--apkt-color-error-100);
  color: #ffffff;
}
@keyframes apkt-switch-network-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .apkt-switch-network-ring { animation-duration: 3s; }
}
`
