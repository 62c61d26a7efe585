export const otpInputStyles = /* css */ `
.apkt-otp-input { display: flex; flex-direction: column; align-items: center; gap: 8px; }
.apkt-otp-input-boxes {
  display: flex;
  gap: 8px;
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
}
.apkt-otp-input-box {
  width: 44px;
  height: 52px;
  padding: 0;
  border: 1px solid var(--apkt-color-bg-200);
  border-radius: var(--apkt-radius-s);
  background: var(--apkt-color-bg-125);
  color: var(--apkt-color-fg-100);
  font-family: var(--apkt-font-family);
  font-size: var(--apkt-text-large);
  font-weight: 500;
  font-variant-numeric: tabular-nums;
  text-align: center;
  caret-color: var(--apkt-color-accent-100);
  transition:
    border-color var(--apkt-duration-md) var(--apkt-ease),
    box-shadow var(--apkt-duration-md) var(--apkt-ease);
}
.apkt-otp-input-box:focus {
  outline: none;
  border-color: var(--apkt-color-accent-100);
  box-shadow: 0 0 0 3px var(--apkt-color-accent-glass);
}
.apkt-otp-input-box[aria-invalid='true'] { border-color: var(--apkt-color-error-100); }
.apkt-otp-input-box:disabled { cursor: not-allowed; opacity: 0.5; }
`
