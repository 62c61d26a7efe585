export const buttonStyles = /* css */ `
.apkt-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-width: 0;
  height: 40px;
  padding: 0 16px;
  border: 1px solid transparent;
  border-radius: var(--apkt-radius-m);
  font-family: var(--apkt-font-family);
  font-size: var(--apkt-text-small);
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color var(--apkt-duration-md) var(--apkt-ease),
    border-color var(--apkt-duration-md) var(--apkt-ease),
    color var(--apkt-duration-md) var(--apkt-ease),
    transform var(--apkt-duration-md) var(--apkt-ease);
}
.apkt-button[data-size='sm'] { height: 32px; padding: 0 12px; font-size: var(--apkt-text-tiny); border-radius: var(--apkt-radius-s); }
.apkt-button[data-size='lg'] { height: 48px; padding: 0 20px; font-size: var(--apkt-text-paragraph); border-radius: var(--apkt-radius-m); }
.apkt-button[data-full-width] { display: flex; width: 100%; }
.apkt-button[data-variant='primary'] { background: var(--apkt-color-accent-100); color: var(--apkt-color-on-accent); }
.apkt-button[data-variant='secondary'] { background: var(--apkt-color-bg-150); color: var(--apkt-color-fg-100); border-color: var(--apkt-color-bg-200); }
.apkt-button[data-variant='accent'] { background: var(--apkt-color-accent-glass); color: var(--apkt-color-accent-fg); }
.apkt-button[data-variant='ghost'] { background: transparent; color: var(--apkt-color-fg-100); }
.apkt-button[data-variant='danger'] { background: var(--apkt-color-error-100); color: var(--apkt-color-bg-100); }
@media (hover: hover) {
  .apkt-button:not(:disabled):not([data-loading]):hover { filter: brightness(0.94); }
  .apkt-button[data-variant='ghost']:not(:disabled):not([data-loading]):hover,
  .apkt-button[data-variant='secondary']:not(:disabled):not([data-loading]):hover {
    filter: none;
    background: var(--apkt-color-bg-200);
  }
}
.apkt-button:not(:disabled):not([data-loading]):active { transform: scale(0.98); }
.apkt-button:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
.apkt-button:disabled {
  cursor: not-allowed;
  background: var(--apkt-color-bg-150);
  border-color: transparent;
  color: var(--apkt-color-fg-300);
}
.apkt-button[data-loading] { cursor: progress; }
.apkt-button-label { overflow: hidden; text-overflow: ellipsis; }
.apkt-button-icon { display: inline-flex; flex-shrink: 0; }
`
