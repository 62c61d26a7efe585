export const networkImageStyles = /* css */ `
.apkt-network-image { border-radius: var(--apkt-radius-full); }
.apkt-network-image::after {
  content: '';
  position: absolute;
  inset: 0;
  border: 1px solid color-mix(in srgb, var(--apkt-color-fg-100) 10%, transparent);
  border-radius: inherit;
  pointer-events: none;
}
`
