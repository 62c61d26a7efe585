export const listItemStyles = /* css */ `
.apkt-list-item {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 8px 12px 8px 8px;
  border: 1px solid transparent;
  border-radius: var(--apkt-radius-m);
  background: var(--apkt-color-bg-125);
  color: var(--apkt-color-fg-100);
  font-family: var(--apkt-font-family);
  text-align: start;
}
.apkt-list-item[data-interactive] {
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: background-color var(--apkt-duration-md) var(--apkt-ease);
}
@media (hover: hover) {
  .apkt-list-item[data-interactive]:not(:disabled):hover { background: var(--apkt-color-bg-150); }
}
.apkt-list-item[data-interactive]:not(:disabled):active { background: var(--apkt-color-bg-200); }
.apkt-list-item:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
.apkt-list-item:disabled { cursor: not-allowed; opacity: 0.5; }
.apkt-list-item[data-current] { border-color: var(--apkt-color-accent-100); }
.apkt-list-item-start { display: inline-flex; flex-shrink: 0; }
.apkt-list-item-body {
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
}
.apkt-list-item-title,
.apkt-list-item-description {
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.apkt-list-item-title { font-size: var(--apkt-text-paragraph); font-weight: 500; line-height: 1.3; }
.apkt-list-item-description { color: var(--apkt-color-fg-200); font-size: var(--apkt-text-small); line-height: 1.3; }
.apkt-list-item-end {
  display: inline-flex;
  flex-direction: column;
  flex-shrink: 0;
  align-items: flex-end;
  gap: 2px;
  text-align: end;
}
.apkt-list-item-chevron { color: var(--apkt-color-fg-200); }
`
