export const emailInputStyles = /* css */ `
.apkt-email-input { display: flex; flex-direction: column; gap: 6px; width: 100%; }
.apkt-email-input .apkt-input-field { height: 48px; }
.apkt-email-input-submit {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: var(--apkt-radius-xs);
  background: var(--apkt-color-accent-100);
  color: var(--apkt-color-on-accent);
  cursor: pointer;
}
.apkt-email-input-submit:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
.apkt-input-error {
  margin: 0;
  padding: 0 4px;
  color: var(--apkt-color-error-text);
  font-family: var(--apkt-font-family);
  font-size: var(--apkt-text-tiny);
  line-height: 1.35;
}
`
