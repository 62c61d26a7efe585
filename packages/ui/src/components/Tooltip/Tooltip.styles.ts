export const tooltipStyles = /* css */ `
.apkt-tooltip-anchor {
  position: relative;
  display: inline-flex;
}
.apkt-tooltip {
  position: absolute;
  left: 50%;
  z-index: calc(var(--apkt-z-index) + 2);
  width: max-content;
  max-width: 240px;
  padding: 6px 10px;
  border-radius: var(--apkt-radius-xs);
  background: var(--apkt-color-fg-100);
  color: var(--apkt-color-bg-100);
  font-family: var(--apkt-font-family);
  font-size: var(--apkt-text-tiny);
  font-weight: 500;
  line-height: 1.35;
  text-align: center;
  pointer-events: none;
  animation: apkt-tooltip-in var(--apkt-duration-md) var(--apkt-ease);
}
.apkt-tooltip[data-placement='top'] { bottom: calc(100% + 8px); transform: translateX(-50%); }
.apkt-tooltip[data-placement='bottom'] { top: calc(100% + 8px); transform: translateX(-50%); }
.apkt-tooltip::after {
  content: '';
  position: absolute;
  left: 50%;
  width: 8px;
  height: 8px;
  background: inherit;
  transform: translateX(-50%) rotate(45deg);
}
.apkt-tooltip[data-placement='top']::after { bottom: -4px; }
.apkt-tooltip[data-placement='bottom']::after { top: -4px; }
@keyframes apkt-tooltip-in {
  from { opacity: 0; }
  to { opacity: 1; }
}
`
