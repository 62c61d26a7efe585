/**
 * Layout shared by the network, account and sign-in views: the view's column inside the shell's body and the
 * status panel (waiting, empty, error). The modal adopts it once with its shell, and the stories' frame with its
 * card: a view's stylesheet holds only its own rules, so a lazily loaded view adds no second copy of these (which
 * would also undo the overrides of the views before it).
 */
export const viewFrameStyles = /* css */ `
.apkt-view {
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 100%;
  min-width: 0;
  padding: 4px 16px 16px;
}
.apkt-view-section { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.apkt-view-heading {
  margin: 4px 0 0;
  padding: 0 4px;
  color: var(--apkt-color-fg-200);
  font-size: var(--apkt-text-small);
  font-weight: 500;
}
.apkt-view-list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.apkt-view-actions { display: flex; gap: 8px; width: 100%; }
.apkt-view-actions > * { flex: 1 1 0; min-width: 0; }
.apkt-view-status {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 24px 8px;
  text-align: center;
}
.apkt-view-status-visual {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  margin-bottom: 8px;
}
.apkt-view-status[data-tone='error'] .apkt-view-status-visual { color: var(--apkt-color-error-100); }
.apkt-view-status-title { margin: 0; font-size: var(--apkt-text-large); font-weight: 600; line-height: 1.3; }
.apkt-view-status-description {
  margin: 0;
  max-width: 30em;
  color: var(--apkt-color-fg-200);
  font-size: var(--apkt-text-small);
  overflow-wrap: anywhere;
}
.apkt-view-status-actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  width: 100%;
  margin-top: 8px;
}
.apkt-view-status-actions > * { flex: 1 1 0; min-width: 120px; }
/* Inside a section (a tab panel): smaller title, compact buttons. */
.apkt-view-status[data-level='h4'] { gap: 4px; padding: 20px 8px; }
.apkt-view-status[data-level='h4'] .apkt-view-status-title { font-size: var(--apkt-text-paragraph); }
.apkt-view-status[data-level='h4'] .apkt-view-status-actions > * { flex: 0 0 auto; }
`
