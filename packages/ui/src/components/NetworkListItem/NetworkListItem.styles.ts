export const networkListItemStyles = /* css */ `
.apkt-network-list-item-check { color: var(--apkt-color-accent-100); }
`
