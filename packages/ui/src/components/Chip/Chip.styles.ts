export const chipStyles = /* css */ `
.apkt-chip {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  height: 32px;
  padding: 0 12px;
  border: 1px solid var(--apkt-color-bg-200);
  border-radius: var(--apkt-radius-full);
  background: var(--apkt-color-bg-125);
  color: var(--apkt-color-fg-100);
  font-family: var(--apkt-font-family);
  font-size: var(--apkt-text-small);
  font-weight: 500;
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
}
.apkt-chip[data-size='sm'] { height: 22px; padding: 0 8px; gap: 4px; font-size: var(--apkt-text-tiny); }
.apkt-chip[data-variant='accent'] { background: var(--apkt-color-accent-glass); border-color: transparent; color: var(--apkt-color-accent-fg); }
.apkt-chip[data-variant='success'] { background: color-mix(in srgb, var(--apkt-color-success-100) 10%, transparent); border-color: transparent; color: var(--apkt-color-success-text); }
.apkt-chip[data-variant='error'] { background: color-mix(in srgb, var(--apkt-color-error-100) 10%, transparent); border-color: transparent; color: var(--apkt-color-error-text); }
.apkt-chip[data-variant='warning'] { background: color-mix(in srgb, var(--apkt-color-warning-100) 10%, transparent); border-color: transparent; color: var(--apkt-color-warning-text); }
.apkt-chip[data-interactive] {
  cursor: pointer;
  transition: background-color var(--apkt-duration-md) var(--apkt-ease);
}
@media (hover: hover) {
  .apkt-chip[data-interactive]:hover { background: var(--apkt-color-bg-150); }
}
.apkt-chip:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
.apkt-chip-label { overflow: hidden; text-overflow: ellipsis; }
.apkt-chip-image {
  width: 20px;
  height: 20px;
  margin-inline-start: -6px;
  border-radius: var(--apkt-radius-full);
  object-fit: cover;
}
.apkt-chip[data-size='sm'] .apkt-chip-image { width: 14px; height: 14px; margin-inline-start: -4px; }
.apkt-chip > .apkt-icon { color: inherit; }
`
