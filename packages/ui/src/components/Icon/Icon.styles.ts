export const iconStyles = /* css */ `
.apkt-icon {
  display: inline-block;
  flex-shrink: 0;
  vertical-align: middle;
}
.apkt-icon[data-size='xs'] { width: 12px; height: 12px; }
.apkt-icon[data-size='sm'] { width: 16px; height: 16px; }
.apkt-icon[data-size='md'] { width: 20px; height: 20px; }
.apkt-icon[data-size='lg'] { width: 24px; height: 24px; }
.apkt-icon[data-size='xl'] { width: 40px; height: 40px; }
.apkt-icon[data-size='inherit'] { width: 1em; height: 1em; }
`
