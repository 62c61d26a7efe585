export const walletGridStyles = /* css */ `
.apkt-wallet-grid {
  position: relative;
  width: 100%;
  max-height: var(--apkt-wallet-grid-height, 420px);
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
}
.apkt-wallet-grid-list,
.apkt-wallet-grid-placeholders { margin: 0; padding: 0; list-style: none; }
.apkt-wallet-grid-list { position: relative; width: 100%; }
.apkt-wallet-grid-item {
  position: absolute;
  top: 0;
  left: 0;
  padding: 4px;
}
.apkt-wallet-grid-tile {
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-start;
  gap: 4px;
  width: 100%;
  height: 100%;
  padding: 10px 4px 8px;
  border: 0;
  border-radius: var(--apkt-radius-m);
  background: var(--apkt-color-bg-125);
  color: var(--apkt-color-fg-100);
  font-family: var(--apkt-font-family);
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: background-color var(--apkt-duration-md) var(--apkt-ease);
}
@media (hover: hover) {
  .apkt-wallet-grid-tile:hover { background: var(--apkt-color-bg-150); }
}
.apkt-wallet-grid-tile:focus-visible { outline: none; box-shadow: inset 0 0 0 2px var(--apkt-color-accent-100); }
.apkt-wallet-grid-tile > .apkt-wallet-image { margin-bottom: 2px; }
.apkt-wallet-grid-name {
  max-width: 100%;
  overflow: hidden;
  font-size: var(--apkt-text-tiny);
  font-weight: 500;
  line-height: 1.3;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.apkt-wallet-grid-tag {
  max-width: 100%;
  overflow: hidden;
  color: var(--apkt-color-success-text);
  font-size: var(--apkt-text-micro);
  font-weight: 600;
  line-height: 1.2;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.apkt-wallet-grid-placeholders {
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  padding: 4px;
}
.apkt-wallet-grid[data-columns='3'] .apkt-wallet-grid-placeholders { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.apkt-wallet-grid[data-columns='5'] .apkt-wallet-grid-placeholders { grid-template-columns: repeat(5, minmax(0, 1fr)); }
.apkt-wallet-grid-empty {
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 160px;
  color: var(--apkt-color-fg-200);
  font-size: var(--apkt-text-small);
  text-align: center;
}
`
