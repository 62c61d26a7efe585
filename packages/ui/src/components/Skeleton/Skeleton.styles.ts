export const skeletonStyles = /* css */ `
.apkt-skeleton {
  display: block;
  flex-shrink: 0;
  background: linear-gradient(
    90deg,
    var(--apkt-color-bg-150) 0%,
    var(--apkt-color-bg-200) 40%,
    var(--apkt-color-bg-150) 80%
  );
  background-size: 300% 100%;
  animation: apkt-skeleton-shimmer 1.4s ease-in-out infinite;
  border-radius: var(--apkt-radius-xs);
}
.apkt-skeleton[data-shape='line'] { height: 14px; border-radius: var(--apkt-radius-xxs); }
.apkt-skeleton[data-shape='line'][data-size='sm'] { height: 10px; }
.apkt-skeleton[data-shape='line'][data-size='lg'] { height: 20px; }
.apkt-skeleton[data-width='full'] { width: 100%; }
.apkt-skeleton[data-width='three-quarters'] { width: 75%; }
.apkt-skeleton[data-width='half'] { width: 50%; }
.apkt-skeleton[data-width='third'] { width: 33%; }
.apkt-skeleton[data-shape='circle'] { width: 40px; height: 40px; border-radius: var(--apkt-radius-full); }
.apkt-skeleton[data-shape='square'] { width: 40px; height: 40px; border-radius: var(--apkt-radius-s); }
.apkt-skeleton[data-shape='circle'][data-size='sm'],
.apkt-skeleton[data-shape='square'][data-size='sm'] { width: 24px; height: 24px; }
.apkt-skeleton[data-shape='circle'][data-size='lg'],
.apkt-skeleton[data-shape='square'][data-size='lg'] { width: 56px; height: 56px; }
.apkt-skeleton[data-shape='row'] { width: 100%; height: 56px; border-radius: var(--apkt-radius-m); }
.apkt-skeleton[data-shape='tile'] { width: 100%; height: 104px; border-radius: var(--apkt-radius-m); }
@keyframes apkt-skeleton-shimmer {
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
}
@media (prefers-reduced-motion: reduce) {
  .apkt-skeleton { animation: none; background: var(--apkt-color-bg-150); }
}
`
