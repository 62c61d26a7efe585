import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { mobileStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { connectViewStyles } from './ConnectView.styles.ts'
import { LegalCheckbox, LegalFooter } from './LegalConsent.tsx'

interface LegalConsentStoryArgs {
  /** Which of the two the Connect view shows: the checkbox (`features.legalCheckbox`) or the footer. */
  part: 'checkbox' | 'footer'
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** The checkbox's first state. */
  checked?: boolean
}

/** The checkbox (holding its own ticked state, as the Connect view does) or the footer, in the view's column. */
function LegalConsentInFrame({
  part,
  termsConditionsUrl,
  privacyPolicyUrl,
  checked = false,
}: LegalConsentStoryArgs) {
  const [accepted, setAccepted] = useState(checked)
  const links = { termsConditionsUrl, privacyPolicyUrl }
  return (
    <ViewFrame className="apkt-connect-view">
      {part === 'checkbox' ? (
        <LegalCheckbox links={links} checked={accepted} onCheckedChange={setAccepted} />
      ) : (
        <LegalFooter links={links} />
      )}
    </ViewFrame>
  )
}

const TERMS = 'https://dapp.example/terms'
const PRIVACY = 'https://dapp.example/privacy'

const meta = {
  title: 'scaffold/views/ConnectView/LegalConsent',
  render: renderPartStory(LegalConsentInFrame, connectViewStyles),
  parameters: viewStoryParameters,
  argTypes: { part: { control: 'inline-radio', options: ['checkbox', 'footer'] } },
  args: { part: 'checkbox', termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY, checked: false },
  loaders: [async () => ({ core: createStoryCore() })],
} satisfies Meta<LegalConsentStoryArgs>

export default meta
type Story = StoryObj<typeof meta>

/** Both documents named; the links open in a new tab and do not toggle the box; ticking it accepts. */
export const Checkbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const terms = canvas.getByRole('link', { name: 'Terms of Service' })
    await expect(terms).toHaveAttribute('href', TERMS)
    await expect(terms).toHaveAttribute('target', '_blank')
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', PRIVACY)
    const checkbox = canvas.getByRole('checkbox', {
      name: 'I agree to the Terms of Service and the Privacy Policy',
    })
    await expect(checkbox).not.toBeChecked()
    await userEvent.click(checkbox)
    await expect(checkbox).toBeChecked()
  },
}

/** Already accepted. */
export const CheckboxChecked: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('checkbox')).toBeChecked()
  },
}

/** Only `termsConditionsUrl` set: the sentence names the terms alone. */
export const CheckboxTermsOnly: Story = {
  args: { privacyPolicyUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('checkbox', { name: 'I agree to the Terms of Service' })).not.toBeChecked()
    await expect(canvas.queryByRole('link', { name: 'Privacy Policy' })).toBeNull()
  },
}

/** Only `privacyPolicyUrl` set. */
export const CheckboxPrivacyOnly: Story = {
  args: { termsConditionsUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('checkbox', { name: 'I agree to the Privacy Policy' })).not.toBeChecked()
    await expect(canvas.queryByRole('link', { name: 'Terms of Service' })).toBeNull()
  },
}

/** Without the checkbox: the footer names what connecting agrees to. */
export const Footer: Story = {
  args: { part: 'footer' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(
      canvas.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'By connecting your wallet, you agree to the Terms of Service and the Privacy Policy.',
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', TERMS)
    await expect(canvas.queryByRole('checkbox')).toBeNull()
  },
}

export const FooterTermsOnly: Story = {
  args: { part: 'footer', privacyPolicyUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Privacy Policy' })).toBeNull()
  },
}

export const FooterPrivacyOnly: Story = {
  args: { part: 'footer', termsConditionsUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Terms of Service' })).toBeNull()
  },
}

/** A terms URL that is not https: the words stay, but they are no link (ui's Link drops unsafe targets). */
export const UnsafeUrl: Story = {
  args: { termsConditionsUrl: 'http://dapp.example/terms' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.queryByRole('link', { name: 'Terms of Service' })).toBeNull()
    await expect(canvas.getByText('Terms of Service')).not.toHaveAttribute('href')
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', PRIVACY)
  },
}

/** The German sentence puts the links in its own word order. */
export const German: Story = {
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(
      await canvas.findByRole('checkbox', {
        name: 'Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu',
      }),
    ).not.toBeChecked()
  },
}

export const GermanFooter: Story = { args: { part: 'footer' }, parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}

export const DarkFooter: Story = {
  args: { part: 'footer' },
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}
