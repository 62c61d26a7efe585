export const walletListItemStyles = /* css */ `
.apkt-list-item[data-variant='wallet'] .apkt-list-item-end { max-width: 45%; }
.apkt-list-item[data-variant='wallet'] .apkt-list-item-end .apkt-chip { max-width: 100%; }
`
