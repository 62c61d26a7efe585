/** The Networks view's stylesheet. */
export const networksViewStyles = /* css */ `.apkt-networks-view-groups {
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-height: min(520px, 62vh);
  margin: 0 -4px;
  padding: 4px;
  overflow-y: auto;
  overscroll-behavior: contain;
}
.apkt-networks-view-description { display: inline-flex; align-items: center; gap: 6px; min-width: 0; }
.apkt-networks-view-description > span:last-child { overflow: hidden; text-overflow: ellipsis; }
.apkt-networks-view-help { align-self: center; }
`
