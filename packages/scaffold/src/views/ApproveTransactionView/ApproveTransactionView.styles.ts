/** The ApproveTransaction view's stylesheet. */
export const approveTransactionViewStyles = /* css */ `/* The secure frame's place: the embedded wallet will position its iframe over this box. */
.apkt-approve-transaction-frame {
  display: grid;
  place-items: center;
  min-height: 280px;
  border: 1px dashed var(--apkt-color-bg-300);
  border-radius: var(--apkt-radius-m);
  background: var(--apkt-color-bg-125);
}
`
