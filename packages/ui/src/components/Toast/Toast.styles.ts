export const toastStyles = /* css */ `
.apkt-toast {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: 100%;
  min-height: 40px;
  padding: 8px 16px 8px 10px;
  border: 1px solid var(--apkt-color-bg-200);
  border-radius: var(--apkt-radius-full);
  background: var(--apkt-color-bg-125);
  box-shadow: var(--apkt-shadow-md);
  color: var(--apkt-color-fg-100);
  font-family: var(--apkt-font-family);
  font-size: var(--apkt-text-small);
  font-weight: 500;
  line-height: 1.3;
  transition:
    opacity var(--apkt-duration-md) var(--apkt-ease),
    transform var(--apkt-duration-md) var(--apkt-ease),
    visibility 0s linear 0s;
}
/* Fade out, then leave the accessibility tree once the fade is over. */
.apkt-toast[data-state='closed'] {
  visibility: hidden;
  opacity: 0;
  transform: translateY(-8px) scale(0.98);
  pointer-events: none;
  transition:
    opacity var(--apkt-duration-md) var(--apkt-ease),
    transform var(--apkt-duration-md) var(--apkt-ease),
    visibility 0s linear var(--apkt-duration-md);
}
.apkt-toast-icon { display: inline-flex; flex-shrink: 0; }
.apkt-toast[data-variant='success'] .apkt-toast-icon { color: var(--apkt-color-success-100); }
.apkt-toast[data-variant='error'] .apkt-toast-icon { color: var(--apkt-color-error-100); }
.apkt-toast-message { min-width: 0; overflow-wrap: anywhere; }
`
