import { signInLogosStyles } from '../SIWXSignMessageView/SIWXSignMessageView.styles.ts'
import { viewFrameStyles } from '../ViewFrame/ViewFrame.styles.ts'

/** The ConnectingSiwe view's stylesheet (with the shared view frame and sign-in logos). */
export const connectingSiweViewStyles = `${viewFrameStyles}${signInLogosStyles}`
