'use client'

import { formatMessage } from '@org/appkit-core/internal'
import { Spinner } from '@org/appkit-ui'
import { useId } from 'react'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import type { ReceiverStatusDetail } from './useReceiver.ts'

export interface ReceiverInputProps {
  value: string
  status: ReceiverStatusDetail
  onValueChange(value: string): void
  /** Names resolve on eip155 only (spec §6); elsewhere the field asks for an address. */
  acceptsNames: boolean
  /** The network's name, for the invalid-address message. */
  networkName: string
}

/**
 * The receiver field: a visible label, the address or name as typed, a spinner while a name is looked up, and
 * what went wrong (invalid address, unknown name, failed lookup) tied to the field.
 */
export function ReceiverInput({
  value,
  status,
  onValueChange,
  acceptsNames,
  networkName,
}: ReceiverInputProps) {
  const messages = useMessages().send
  const inputId = useId()
  const noteId = useId()
  const name = value.trim()
  const note =
    status === 'invalid'
      ? formatMessage(messages.invalidAddress, { network: networkName })
      : status === 'notFound'
        ? formatMessage(messages.nameNotFound, { name })
        : status === 'lookupFailed'
          ? formatMessage(messages.nameLookupFailed, { name })
          : status === 'resolving'
            ? formatMessage(messages.resolvingName, { name })
            : undefined
  const invalid = status === 'invalid' || status === 'notFound' || status === 'lookupFailed'
  return (
    <div className="apkt-send-receiver">
      <label htmlFor={inputId} className="apkt-send-label">
        {acceptsNames ? messages.receiverLabel : messages.receiverAddressLabel}
      </label>
      <div className="apkt-input-field" data-invalid={invalid ? '' : undefined}>
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className="apkt-input-field-control"
          placeholder={acceptsNames ? messages.receiverPlaceholder : messages.receiverAddressPlaceholder}
          aria-invalid={invalid || undefined}
          aria-describedby={note ? noteId : undefined}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
        {status === 'resolving' ? <Spinner size="sm" /> : null}
      </div>
      {note ? (
        <p id={noteId} className={invalid ? 'apkt-input-error' : 'apkt-send-note'} aria-live="polite">
          {note}
        </p>
      ) : null}
    </div>
  )
}
