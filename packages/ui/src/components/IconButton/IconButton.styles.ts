export const iconButtonStyles = /* css */ `
.apkt-icon-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: var(--apkt-radius-s);
  background: transparent;
  color: var(--apkt-color-fg-200);
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color var(--apkt-duration-md) var(--apkt-ease),
    color var(--apkt-duration-md) var(--apkt-ease);
}
.apkt-icon-button[data-size='sm'] { width: 28px; height: 28px; border-radius: var(--apkt-radius-xs); }
.apkt-icon-button[data-size='lg'] { width: 44px; height: 44px; border-radius: var(--apkt-radius-m); }
.apkt-icon-button[data-variant='secondary'] { background: var(--apkt-color-bg-150); border-color: var(--apkt-color-bg-200); color: var(--apkt-color-fg-100); }
.apkt-icon-button[data-variant='accent'] { background: var(--apkt-color-accent-glass); color: var(--apkt-color-accent-fg); }
@media (hover: hover) {
  .apkt-icon-button:not(:disabled):hover { background: var(--apkt-color-bg-200); color: var(--apkt-color-fg-100); }
  .apkt-icon-button[data-variant='accent']:not(:disabled):hover { background: var(--apkt-color-accent-glass); filter: brightness(0.94); color: var(--apkt-color-accent-fg); }
}
.apkt-icon-button:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
.apkt-icon-button:disabled { cursor: not-allowed; color: var(--apkt-color-fg-300); opacity: 0.6; }
`
