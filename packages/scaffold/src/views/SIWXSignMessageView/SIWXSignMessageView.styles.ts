/** The sign-in logos (app and wallet side by side), shared by the SIWX and SIWE views. */
export const signInLogosStyles = /* css */ `
.apkt-sign-in-logos { display: inline-flex; align-items: center; gap: 8px; }
.apkt-sign-in-logos-link {
  width: 24px;
  height: 2px;
  border-radius: 1px;
  background: var(--apkt-color-bg-300);
}
.apkt-sign-in-logos[data-waiting] .apkt-sign-in-logos-link {
  background: var(--apkt-color-accent-100);
  animation: apkt-sign-in-pulse 1.2s ease-in-out infinite;
}
@keyframes apkt-sign-in-pulse { 50% { opacity: 0.3; } }
@media (prefers-reduced-motion: reduce) {
  .apkt-sign-in-logos[data-waiting] .apkt-sign-in-logos-link { animation: none; }
}
`

/** The SIWXSignMessage view's stylesheet. */
export const siwxSignMessageViewStyles = /* css */ `${signInLogosStyles}
.apkt-siwx-view .apkt-view-status { padding-bottom: 8px; }
`
