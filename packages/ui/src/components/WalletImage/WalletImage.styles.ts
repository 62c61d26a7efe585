// The size scale and fallback are shared by WalletImage, NetworkImage, TokenImage and AddressAvatar.
export const walletImageStyles = /* css */ `
:is(.apkt-wallet-image, .apkt-network-image, .apkt-token-image, .apkt-address-avatar) {
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  font-size: 20px;
}
:is(.apkt-wallet-image, .apkt-network-image, .apkt-token-image, .apkt-address-avatar)[data-size='xs'] { width: 16px; height: 16px; font-size: 10px; }
:is(.apkt-wallet-image, .apkt-network-image, .apkt-token-image, .apkt-address-avatar)[data-size='sm'] { width: 24px; height: 24px; font-size: 14px; }
:is(.apkt-wallet-image, .apkt-network-image, .apkt-token-image, .apkt-address-avatar)[data-size='lg'] { width: 56px; height: 56px; font-size: 26px; }
:is(.apkt-wallet-image, .apkt-network-image, .apkt-token-image, .apkt-address-avatar)[data-size='xl'] { width: 80px; height: 80px; font-size: 36px; }
:is(.apkt-wallet-image, .apkt-network-image, .apkt-token-image, .apkt-address-avatar) > img,
.apkt-image-fallback {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  border-radius: inherit;
  object-fit: cover;
}
.apkt-image-fallback {
  background: var(--apkt-color-bg-200);
  color: var(--apkt-color-fg-200);
}
.apkt-wallet-image { border-radius: 27%; }
.apkt-wallet-image::after {
  content: '';
  position: absolute;
  inset: 0;
  border: 1px solid color-mix(in srgb, var(--apkt-color-fg-100) 10%, transparent);
  border-radius: inherit;
  pointer-events: none;
}
`
