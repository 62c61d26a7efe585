import { buttonStyles } from '../components/Button/Button.styles.ts'
import { spinnerStyles } from '../components/Spinner/Spinner.styles.ts'
import { baseStyles } from './baseStyles.ts'
import { controlRootStyles } from './controlRootStyles.ts'

/**
 * The CSS a lone `Button` (with its `Spinner`) needs in a shadow root of its own: the first half of
 * `getControlStyles`, for a host that shows only a button (a connect button), in `getUiStyles`'s order, with
 * the root in the button's font (`controlRootStyles`).
 *
 * @example <IsolatedHost styles={[getButtonControlStyles()]}><Button>Connect</Button></IsolatedHost>
 */
export function getButtonControlStyles(): string {
  return [baseStyles, controlRootStyles, spinnerStyles, buttonStyles].join('\n')
}
