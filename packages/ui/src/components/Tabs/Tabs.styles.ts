export const tabsStyles = /* css */ `
.apkt-tabs { display: flex; flex-direction: column; gap: 12px; width: 100%; }
.apkt-tabs-list {
  display: flex;
  gap: 4px;
  padding: 3px;
  border-radius: var(--apkt-radius-s);
  background: var(--apkt-color-bg-150);
}
.apkt-tab {
  display: inline-flex;
  flex: 1 1 0;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 0;
  height: 32px;
  padding: 0 12px;
  border: 0;
  border-radius: var(--apkt-radius-xs);
  background: transparent;
  color: var(--apkt-color-fg-200);
  font-family: var(--apkt-font-family);
  font-size: var(--apkt-text-small);
  font-weight: 500;
  cursor: pointer;
  transition:
    background-color var(--apkt-duration-md) var(--apkt-ease),
    color var(--apkt-duration-md) var(--apkt-ease);
}
.apkt-tab[data-state='active'] {
  background: var(--apkt-color-bg-100);
  color: var(--apkt-color-fg-100);
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.08);
}
@media (hover: hover) {
  .apkt-tab[data-state='inactive']:not(:disabled):hover { color: var(--apkt-color-fg-100); }
}
.apkt-tab:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
.apkt-tab:disabled { cursor: not-allowed; opacity: 0.5; }
.apkt-tabs-panel { border-radius: var(--apkt-radius-xs); }
.apkt-tabs-panel:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
`
