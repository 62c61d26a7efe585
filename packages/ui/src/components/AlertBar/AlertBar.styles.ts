export const alertBarStyles = /* css */ `
.apkt-alert-bar {
  --apkt-alert-color: var(--apkt-color-accent-fg);
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 44px;
  padding: 8px 8px 8px 12px;
  border: 1px solid color-mix(in srgb, var(--apkt-alert-color) 30%, transparent);
  border-radius: var(--apkt-radius-s);
  background: color-mix(in srgb, var(--apkt-alert-color) 8%, var(--apkt-color-bg-100));
  color: var(--apkt-color-fg-100);
  font-family: var(--apkt-font-family);
  font-size: var(--apkt-text-small);
  line-height: 1.35;
}
.apkt-alert-bar[data-variant='success'] { --apkt-alert-color: var(--apkt-color-success-100); }
.apkt-alert-bar[data-variant='warning'] { --apkt-alert-color: var(--apkt-color-warning-100); }
.apkt-alert-bar[data-variant='error'] { --apkt-alert-color: var(--apkt-color-error-100); }
.apkt-alert-bar-icon { display: inline-flex; flex-shrink: 0; color: var(--apkt-alert-color); }
.apkt-alert-bar-message { flex: 1 1 auto; min-width: 0; }
.apkt-alert-bar-close {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: var(--apkt-radius-xs);
  background: transparent;
  color: var(--apkt-color-fg-200);
  cursor: pointer;
}
@media (hover: hover) {
  .apkt-alert-bar-close:hover { background: color-mix(in srgb, var(--apkt-alert-color) 12%, transparent); color: var(--apkt-color-fg-100); }
}
.apkt-alert-bar-close:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
`
