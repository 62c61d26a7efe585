export const checkboxStyles = /* css */ `
.apkt-checkbox {
  position: relative;
  display: inline-flex;
  align-items: flex-start;
  gap: 10px;
  color: var(--apkt-color-fg-100);
  font-family: var(--apkt-font-family);
  font-size: var(--apkt-text-small);
  line-height: 1.4;
}
.apkt-checkbox-input {
  position: absolute;
  top: 0;
  left: 0;
  width: 20px;
  height: 20px;
  margin: 0;
  opacity: 0;
  cursor: pointer;
}
.apkt-checkbox-box {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  border: 1.5px solid var(--apkt-color-bg-300);
  border-radius: var(--apkt-radius-xxs);
  background: var(--apkt-color-bg-100);
  color: transparent;
  pointer-events: none;
  transition:
    background-color var(--apkt-duration-md) var(--apkt-ease),
    border-color var(--apkt-duration-md) var(--apkt-ease);
}
.apkt-checkbox-input:checked + .apkt-checkbox-box {
  border-color: var(--apkt-color-accent-100);
  background: var(--apkt-color-accent-100);
  color: var(--apkt-color-on-accent);
}
.apkt-checkbox-input:focus-visible + .apkt-checkbox-box { box-shadow: var(--apkt-focus-ring); }
.apkt-checkbox-label { cursor: pointer; padding-top: 1px; }
.apkt-checkbox[data-disabled] { opacity: 0.5; }
.apkt-checkbox[data-disabled] .apkt-checkbox-input,
.apkt-checkbox[data-disabled] .apkt-checkbox-label { cursor: not-allowed; }
`
