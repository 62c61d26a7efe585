export const qrCodeStyles = /* css */ `
.apkt-qr {
  position: relative;
  display: inline-flex;
  max-width: 100%;
  padding: 8px;
  border-radius: var(--apkt-radius-l);
  background: var(--apkt-qr-background);
  box-shadow: 0 0 0 1px color-mix(in srgb, var(--apkt-color-fg-100) 8%, transparent);
}
.apkt-qr-svg { display: block; max-width: 100%; height: auto; }
.apkt-qr-finder,
.apkt-qr-dots { fill: var(--apkt-qr-color); }
.apkt-qr-logo {
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
}
.apkt-qr-logo .apkt-wallet-image {
  width: 18%;
  height: auto;
  aspect-ratio: 1;
  font-size: 24px;
}
.apkt-qr-logo .apkt-image-fallback { background: var(--apkt-qr-background); color: var(--apkt-qr-color); }
.apkt-qr[data-loading] .apkt-qr-placeholder {
  position: absolute;
  inset: 8px;
  width: auto;
  height: auto;
  border-radius: var(--apkt-radius-m);
}
`
