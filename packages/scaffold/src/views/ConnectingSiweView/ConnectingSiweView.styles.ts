import { signInLogosStyles } from '../SIWXSignMessageView/SIWXSignMessageView.styles.ts'

/** The ConnectingSiwe view's stylesheet (with the sign-in logos). */
export const connectingSiweViewStyles = signInLogosStyles
