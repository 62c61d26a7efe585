/** The ConnectingFarcaster view's stylesheet. */
export const connectingFarcasterViewStyles = /* css */ `.apkt-connecting-farcaster-qr { display: flex; justify-content: center; padding-top: 8px; }
.apkt-connecting-farcaster-view .apkt-view-status { padding: 4px 8px 0; }
.apkt-connecting-farcaster-open {
  display: inline-flex;
  align-items: center;
  align-self: center;
  gap: 4px;
  font-size: var(--apkt-text-small);
}
`
