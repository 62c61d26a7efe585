export const spinnerStyles = /* css */ `
.apkt-spinner {
  display: inline-flex;
  flex-shrink: 0;
  width: 24px;
  height: 24px;
}
.apkt-spinner[data-size='sm'] { width: 16px; height: 16px; }
.apkt-spinner[data-size='lg'] { width: 40px; height: 40px; }
.apkt-spinner[data-size='xl'] { width: 64px; height: 64px; }
.apkt-spinner[data-color='accent'] { color: var(--apkt-color-accent-100); }
.apkt-spinner[data-color='secondary'] { color: var(--apkt-color-fg-200); }
.apkt-spinner[data-color='inherit'] { color: inherit; }
.apkt-spinner-svg {
  width: 100%;
  height: 100%;
  animation: apkt-spin 0.8s linear infinite;
}
.apkt-spinner-track { stroke: currentColor; opacity: 0.2; }
.apkt-spinner-arc {
  stroke: currentColor;
  stroke-linecap: round;
  stroke-dasharray: 60;
  stroke-dashoffset: 42;
}
@keyframes apkt-spin {
  to { transform: rotate(360deg); }
}
@media (prefers-reduced-motion: reduce) {
  .apkt-spinner-svg { animation-duration: 2.4s; }
}
`
