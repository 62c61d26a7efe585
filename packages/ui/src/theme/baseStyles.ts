/** Styles every component relies on: the root typography, box sizing and the visually-hidden utility. */
export const baseStyles = /* css */ `
.apkt-root {
  font-family: var(--apkt-font-family);
  font-size: var(--apkt-text-paragraph);
  line-height: 1.4;
  color: var(--apkt-color-fg-100);
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;
}
:where(.apkt-root, [class^='apkt-'], [class*=' apkt-']),
:where(.apkt-root, [class^='apkt-'], [class*=' apkt-'])::before,
:where(.apkt-root, [class^='apkt-'], [class*=' apkt-'])::after {
  box-sizing: border-box;
}
.apkt-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
/* Focus rings are box-shadows, which forced-colors mode drops: draw an outline there instead. */
@media (forced-colors: active) {
  :where([class^='apkt-'], [class*=' apkt-']):focus-visible { outline: 2px solid CanvasText; outline-offset: 2px; }
}
`
