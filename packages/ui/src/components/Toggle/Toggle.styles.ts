export const toggleStyles = /* css */ `
.apkt-toggle {
  display: inline-flex;
  align-items: center;
  gap: 10px;
  padding: 2px;
  border: 0;
  border-radius: var(--apkt-radius-full);
  background: none;
  color: var(--apkt-color-fg-100);
  font-family: var(--apkt-font-family);
  font-size: var(--apkt-text-small);
  cursor: pointer;
}
.apkt-toggle-track {
  position: relative;
  display: inline-block;
  flex-shrink: 0;
  width: 36px;
  height: 20px;
  border-radius: var(--apkt-radius-full);
  background: var(--apkt-color-bg-300);
  transition: background-color var(--apkt-duration-md) var(--apkt-ease);
}
.apkt-toggle-thumb {
  position: absolute;
  top: 2px;
  left: 2px;
  width: 16px;
  height: 16px;
  border-radius: var(--apkt-radius-full);
  background: #ffffff;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.25);
  transition: transform var(--apkt-duration-md) var(--apkt-ease);
}
.apkt-toggle[data-state='checked'] .apkt-toggle-track { background: var(--apkt-color-accent-100); }
.apkt-toggle[data-state='checked'] .apkt-toggle-thumb { transform: translateX(16px); }
.apkt-toggle:focus-visible { outline: none; }
.apkt-toggle:focus-visible .apkt-toggle-track { box-shadow: var(--apkt-focus-ring); }
.apkt-toggle:disabled { cursor: not-allowed; opacity: 0.5; }
`
