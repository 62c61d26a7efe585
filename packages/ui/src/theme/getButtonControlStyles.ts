import { buttonStyles } from '../components/Button/Button.styles.ts'
import { spinnerStyles } from '../components/Spinner/Spinner.styles.ts'
import { baseStyles } from './baseStyles.ts'

/**
 * The CSS a lone `Button` (with its `Spinner`) needs in a shadow root of its own: the first half of
 * `getControlStyles`, for a host that shows only a button (a connect button), in `getUiStyles`'s order.
 *
 * @example <IsolatedHost styles={[getButtonControlStyles()]}><Button>Connect</Button></IsolatedHost>
 */
export function getButtonControlStyles(): string {
  return [baseStyles, spinnerStyles, buttonStyles].join('\n')
}
