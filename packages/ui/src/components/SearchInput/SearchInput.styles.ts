// The field frame is shared by SearchInput, EmailInput and AmountInput.
export const searchInputStyles = /* css */ `
.apkt-input-field {
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  height: 40px;
  padding: 0 10px 0 12px;
  border: 1px solid var(--apkt-color-bg-200);
  border-radius: var(--apkt-radius-s);
  background: var(--apkt-color-bg-125);
  color: var(--apkt-color-fg-100);
  font-family: var(--apkt-font-family);
  transition:
    border-color var(--apkt-duration-md) var(--apkt-ease),
    box-shadow var(--apkt-duration-md) var(--apkt-ease);
}
.apkt-input-field:focus-within {
  border-color: var(--apkt-color-accent-100);
  box-shadow: 0 0 0 3px var(--apkt-color-accent-glass);
}
.apkt-input-field[data-invalid] { border-color: var(--apkt-color-error-100); }
.apkt-input-field[data-invalid]:focus-within {
  box-shadow: 0 0 0 3px color-mix(in srgb, var(--apkt-color-error-100) 16%, transparent);
}
.apkt-input-field-icon { color: var(--apkt-color-fg-200); }
.apkt-input-field-control {
  flex: 1 1 auto;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: var(--apkt-text-paragraph);
}
.apkt-input-field-control::placeholder { color: var(--apkt-color-fg-200); opacity: 1; }
.apkt-input-field-control::-webkit-search-cancel-button { -webkit-appearance: none; appearance: none; }
.apkt-input-field-control:disabled { cursor: not-allowed; }
.apkt-input-field-clear {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: var(--apkt-radius-full);
  background: var(--apkt-color-bg-200);
  color: var(--apkt-color-fg-100);
  cursor: pointer;
}
.apkt-input-field-clear:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
`
