/** The Account view's stylesheet. */
export const accountViewStyles = /* css */ `.apkt-account-profile {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding-top: 4px;
  text-align: center;
  min-width: 0;
}
.apkt-account-identity { display: flex; align-items: center; gap: 4px; max-width: 100%; min-width: 0; }
.apkt-account-name {
  margin: 0;
  overflow: hidden;
  font-size: var(--apkt-text-large);
  font-weight: 600;
  line-height: 1.3;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.apkt-account-balance {
  margin: 0;
  color: var(--apkt-color-fg-200);
  font-size: var(--apkt-text-paragraph);
  font-variant-numeric: tabular-nums;
}
.apkt-account-links {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px 12px;
  max-width: 100%;
}
.apkt-account-network { max-width: 100%; }
.apkt-account-explorer { display: inline-flex; align-items: center; gap: 4px; font-size: var(--apkt-text-small); }
.apkt-account-features {
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.apkt-account-feature {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  width: 100%;
  padding: 10px 4px;
  border: 0;
  border-radius: var(--apkt-radius-m);
  background: var(--apkt-color-bg-125);
  color: var(--apkt-color-fg-100);
  font-family: var(--apkt-font-family);
  font-size: var(--apkt-text-small);
  font-weight: 500;
  cursor: pointer;
  transition: background-color var(--apkt-duration-md) var(--apkt-ease);
}
.apkt-account-feature > svg { color: var(--apkt-color-accent-fg); }
.apkt-account-feature > span { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
@media (hover: hover) {
  .apkt-account-feature:hover { background: var(--apkt-color-bg-150); }
}
.apkt-account-feature:active { background: var(--apkt-color-bg-200); }
.apkt-account-feature:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
.apkt-account-tabs .apkt-tabs-panel {
  max-height: min(320px, 45vh);
  margin-top: 8px;
  padding: 2px;
  overflow-y: auto;
  overscroll-behavior: contain;
}
.apkt-account-tabs .apkt-tabs-panel:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
.apkt-account-tab-loading { display: flex; flex-direction: column; gap: 8px; }
.apkt-account-activity { display: flex; flex-direction: column; gap: 12px; }
`
