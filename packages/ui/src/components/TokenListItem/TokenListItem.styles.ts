export const tokenListItemStyles = /* css */ `
.apkt-token-list-item-value {
  font-size: var(--apkt-text-paragraph);
  font-weight: 500;
  font-variant-numeric: tabular-nums;
}
.apkt-list-item[data-variant='token'] .apkt-list-item-description { font-variant-numeric: tabular-nums; }
`
