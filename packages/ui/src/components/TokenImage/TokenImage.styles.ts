export const tokenImageStyles = /* css */ `
.apkt-token-image { border-radius: var(--apkt-radius-full); }
.apkt-token-image-letter {
  font-family: var(--apkt-font-family);
  font-size: 0.8em;
  font-weight: 600;
  line-height: 1;
}
.apkt-token-image-network {
  position: absolute;
  right: -2px;
  bottom: -2px;
  box-shadow: 0 0 0 2px var(--apkt-color-bg-100);
  background: var(--apkt-color-bg-100);
}
.apkt-token-image[data-size='xs'] .apkt-token-image-network,
.apkt-token-image[data-size='sm'] .apkt-token-image-network { display: none; }
`
