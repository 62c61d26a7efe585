import { getButtonControlStyles } from './getButtonControlStyles.ts'
import { getImageControlStyles } from './getImageControlStyles.ts'

/**
 * The CSS a control placed in the page needs: `Button` with its `Spinner`, and the network and address images
 * (with the image frame they share), in `getUiStyles`'s order. A shadow root that holds only such a control (the
 * AppKit buttons) adopts this instead of every component's styles, so a page that shows only a button neither
 * downloads nor parses the modal's CSS. Its halves are `getButtonControlStyles` and `getImageControlStyles`, for a
 * host that shows a button only.
 *
 * @example <IsolatedHost styles={[getControlStyles()]}><Button>Connect</Button></IsolatedHost>
 */
export function getControlStyles(): string {
  return [getButtonControlStyles(), getImageControlStyles()].join('\n')
}
