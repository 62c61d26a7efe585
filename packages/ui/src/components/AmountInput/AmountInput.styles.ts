export const amountInputStyles = /* css */ `
.apkt-amount-input {
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  padding: 12px 14px;
  border: 1px solid var(--apkt-color-bg-200);
  border-radius: var(--apkt-radius-m);
  background: var(--apkt-color-bg-125);
  font-family: var(--apkt-font-family);
  transition: border-color var(--apkt-duration-md) var(--apkt-ease);
}
.apkt-amount-input:focus-within { border-color: var(--apkt-color-accent-100); }
.apkt-amount-input[data-invalid] { border-color: var(--apkt-color-error-100); }
.apkt-amount-input-row { display: flex; align-items: center; gap: 8px; }
.apkt-amount-input-control {
  flex: 1 1 auto;
  min-width: 0;
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: var(--apkt-color-fg-100);
  font: inherit;
  font-size: var(--apkt-text-title);
  font-weight: 500;
  font-variant-numeric: tabular-nums;
  letter-spacing: -0.02em;
}
.apkt-amount-input-control::placeholder { color: var(--apkt-color-fg-200); opacity: 1; }
.apkt-amount-input-symbol {
  flex-shrink: 0;
  color: var(--apkt-color-fg-100);
  font-size: var(--apkt-text-paragraph);
  font-weight: 600;
}
.apkt-amount-input-footer {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 22px;
}
.apkt-amount-input-secondary { color: var(--apkt-color-fg-200); font-size: var(--apkt-text-small); }
.apkt-amount-input-max {
  height: 22px;
  padding: 0 8px;
  border: 0;
  border-radius: var(--apkt-radius-full);
  background: var(--apkt-color-accent-glass);
  color: var(--apkt-color-accent-fg);
  font-family: inherit;
  font-size: var(--apkt-text-tiny);
  font-weight: 600;
  cursor: pointer;
}
.apkt-amount-input-max:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
.apkt-amount-input .apkt-input-error { padding: 0; }
`
