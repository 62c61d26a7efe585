export const textStyles = /* css */ `
.apkt-text {
  margin: 0;
  font-family: var(--apkt-font-family);
  letter-spacing: -0.01em;
}
.apkt-text[data-variant='title'] { font-size: var(--apkt-text-title); line-height: 1.2; letter-spacing: -0.02em; }
.apkt-text[data-variant='large'] { font-size: var(--apkt-text-large); line-height: 1.25; letter-spacing: -0.02em; }
.apkt-text[data-variant='paragraph'] { font-size: var(--apkt-text-paragraph); line-height: 1.4; }
.apkt-text[data-variant='small'] { font-size: var(--apkt-text-small); line-height: 1.4; }
.apkt-text[data-variant='tiny'] { font-size: var(--apkt-text-tiny); line-height: 1.35; letter-spacing: 0; }
.apkt-text[data-variant='micro'] { font-size: var(--apkt-text-micro); line-height: 1.3; letter-spacing: 0.02em; }
.apkt-text[data-weight='regular'] { font-weight: 400; }
.apkt-text[data-weight='medium'] { font-weight: 500; }
.apkt-text[data-weight='semibold'] { font-weight: 600; }
.apkt-text[data-color='primary'] { color: var(--apkt-color-fg-100); }
.apkt-text[data-color='secondary'] { color: var(--apkt-color-fg-200); }
.apkt-text[data-color='accent'] { color: var(--apkt-color-accent-fg); }
.apkt-text[data-color='success'] { color: var(--apkt-color-success-text); }
.apkt-text[data-color='error'] { color: var(--apkt-color-error-text); }
.apkt-text[data-color='warning'] { color: var(--apkt-color-warning-text); }
.apkt-text[data-color='inherit'] { color: inherit; }
.apkt-text[data-align='start'] { text-align: start; }
.apkt-text[data-align='center'] { text-align: center; }
.apkt-text[data-align='end'] { text-align: end; }
.apkt-text[data-truncate] {
  display: block;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
`
