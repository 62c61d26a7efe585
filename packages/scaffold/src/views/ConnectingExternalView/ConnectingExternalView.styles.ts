/** The wallet logo ringed by a spinner or badged with the outcome; shared with the WalletConnect views. */
export const connectingVisualStyles = /* css */ `
.apkt-connecting-visual {
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 96px;
  height: 96px;
}
.apkt-connecting-visual > * { grid-area: 1 / 1; }
.apkt-connecting-visual .apkt-connecting-visual-ring,
.apkt-connecting-visual .apkt-connecting-visual-ring svg { width: 96px; height: 96px; }
.apkt-connecting-visual .apkt-connecting-visual-ring circle { stroke-width: 1.25; }
.apkt-connecting-visual-badge {
  position: absolute;
  right: 10px;
  bottom: 10px;
  display: inline-flex;
  padding: 2px;
  border-radius: var(--apkt-radius-full);
  background: var(--apkt-color-bg-100);
}
.apkt-connecting-visual-badge[data-tone='error'] { color: var(--apkt-color-error-100); }
.apkt-connecting-visual-badge[data-tone='success'] { color: var(--apkt-color-success-100); }
`

export const connectingExternalViewStyles = /* css */ `
${connectingVisualStyles}
.apkt-connecting-external-view .apkt-view-status { padding-top: 16px; }
.apkt-connecting-external-view .apkt-view-status-visual { color: inherit; }
`
