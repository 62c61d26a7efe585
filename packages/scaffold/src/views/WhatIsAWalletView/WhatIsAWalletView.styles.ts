/** The explainer's points (icon, title, text); shared with GetWallet's intro. */
export const helpPointStyles = /* css */ `
.apkt-help-points { display: flex; flex-direction: column; gap: 16px; margin: 0; padding: 4px 4px 8px; list-style: none; }
.apkt-help-point { display: flex; align-items: flex-start; gap: 12px; }
.apkt-help-point-icon {
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: var(--apkt-radius-full);
  background: var(--apkt-color-accent-glass);
  color: var(--apkt-color-accent-fg);
}
.apkt-help-point-body { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.apkt-help-point-title { margin: 0; font-size: var(--apkt-text-paragraph); font-weight: 600; line-height: 1.3; }
.apkt-help-point-text { margin: 0; color: var(--apkt-color-fg-200); font-size: var(--apkt-text-small); }
`

export const whatIsAWalletViewStyles = /* css */ `
${helpPointStyles}
`
