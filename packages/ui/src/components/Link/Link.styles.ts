export const linkStyles = /* css */ `
.apkt-link {
  color: var(--apkt-color-accent-fg);
  font-weight: 500;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 2px;
  border-radius: var(--apkt-radius-xxs);
}
.apkt-link:focus-visible { outline: none; box-shadow: var(--apkt-focus-ring); }
@media (hover: hover) {
  .apkt-link[href]:hover { text-decoration-thickness: 2px; }
}
.apkt-link[data-disabled] { color: inherit; text-decoration: none; font-weight: inherit; }
`
