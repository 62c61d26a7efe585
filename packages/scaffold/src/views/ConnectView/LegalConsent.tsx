'use client'

import { Checkbox, Link } from '@org/appkit-ui'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { formatRich } from './formatRich.tsx'

export interface LegalLinks {
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
}

function legalSentence(
  both: string,
  termsOnly: string,
  privacyOnly: string,
  { termsConditionsUrl, privacyPolicyUrl }: LegalLinks,
): string {
  if (termsConditionsUrl && privacyPolicyUrl) return both
  return termsConditionsUrl ? termsOnly : privacyOnly
}

function useLegalLinks(links: LegalLinks) {
  const { connect: messages } = useMessages()
  return {
    terms: <Link href={links.termsConditionsUrl}>{messages.termsOfService}</Link>,
    privacy: <Link href={links.privacyPolicyUrl}>{messages.privacyPolicy}</Link>,
  }
}

/** The legal checkbox (`features.legalCheckbox`): until it is ticked every way to connect is disabled. */
export function LegalCheckbox({
  links,
  checked,
  onCheckedChange,
}: {
  links: LegalLinks
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}) {
  const { connect: messages } = useMessages()
  const values = useLegalLinks(links)
  const sentence = legalSentence(
    messages.legalCheckbox,
    messages.legalCheckboxTermsOnly,
    messages.legalCheckboxPrivacyOnly,
    links,
  )
  return (
    <div className="apkt-connect-legal-checkbox">
      <Checkbox label={formatRich(sentence, values)} checked={checked} onCheckedChange={onCheckedChange} />
    </div>
  )
}

/** The footer naming the terms and privacy policy the visitor agrees to by connecting. */
export function LegalFooter({ links }: { links: LegalLinks }) {
  const { connect: messages } = useMessages()
  const values = useLegalLinks(links)
  const sentence = legalSentence(
    messages.legalFooter,
    messages.legalFooterTermsOnly,
    messages.legalFooterPrivacyOnly,
    links,
  )
  return <p className="apkt-connect-legal-footer">{formatRich(sentence, values)}</p>
}
