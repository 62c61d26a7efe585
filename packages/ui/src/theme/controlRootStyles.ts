/**
 * The root of a shadow root that holds only a control (the AppKit buttons) takes its button's font. The root's
 * line needs the metrics of the root's own font, so a root in the modal's paragraph font (another size, weight
 * and rendering than the button's) made the page look up and load a second face before the button could show.
 * `font` resets every font longhand as the browser's own `font` on a button does; the spacing and the text
 * rendering are a button's too. A button's contents set their own fonts, so nothing inside changes.
 */
export const controlRootStyles = /* css */ `
.apkt-root {
  font: 600 var(--apkt-text-small) / 1.4 var(--apkt-font-family);
  letter-spacing: normal;
  word-spacing: normal;
  text-rendering: auto;
}
`
