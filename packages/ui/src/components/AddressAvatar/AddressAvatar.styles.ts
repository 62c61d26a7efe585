export const addressAvatarStyles = /* css */ `
.apkt-address-avatar { border-radius: var(--apkt-radius-full); }
.apkt-address-avatar-svg,
.apkt-address-avatar-gradient { display: block; width: 100%; height: 100%; }
.apkt-address-avatar::after {
  content: '';
  position: absolute;
  inset: 0;
  border: 1px solid color-mix(in srgb, var(--apkt-color-fg-100) 8%, transparent);
  border-radius: inherit;
  pointer-events: none;
}
`
