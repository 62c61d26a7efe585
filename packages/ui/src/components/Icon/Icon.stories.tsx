import type { Meta, StoryObj } from '@storybook/react-vite'
import { AlertCircleIcon } from '../../icons/AlertCircleIcon.tsx'
import { ArrowDownLeftIcon } from '../../icons/ArrowDownLeftIcon.tsx'
import { ArrowUpRightIcon } from '../../icons/ArrowUpRightIcon.tsx'
import { CheckCircleIcon } from '../../icons/CheckCircleIcon.tsx'
import { CheckIcon } from '../../icons/CheckIcon.tsx'
import { ChevronDownIcon } from '../../icons/ChevronDownIcon.tsx'
import { ChevronLeftIcon } from '../../icons/ChevronLeftIcon.tsx'
import { ChevronRightIcon } from '../../icons/ChevronRightIcon.tsx'
import { ClockIcon } from '../../icons/ClockIcon.tsx'
import { CloseIcon } from '../../icons/CloseIcon.tsx'
import { CoinIcon } from '../../icons/CoinIcon.tsx'
import { CopyIcon } from '../../icons/CopyIcon.tsx'
import { ExternalLinkIcon } from '../../icons/ExternalLinkIcon.tsx'
import { HelpIcon } from '../../icons/HelpIcon.tsx'
import { ImageIcon } from '../../icons/ImageIcon.tsx'
import { InfoIcon } from '../../icons/InfoIcon.tsx'
import { MailIcon } from '../../icons/MailIcon.tsx'
import { MoreIcon } from '../../icons/MoreIcon.tsx'
import { NetworkIcon } from '../../icons/NetworkIcon.tsx'
import { PlusIcon } from '../../icons/PlusIcon.tsx'
import { PowerIcon } from '../../icons/PowerIcon.tsx'
import { QrCodeIcon } from '../../icons/QrCodeIcon.tsx'
import { SearchIcon } from '../../icons/SearchIcon.tsx'
import { SwapIcon } from '../../icons/SwapIcon.tsx'
import { WalletIcon } from '../../icons/WalletIcon.tsx'
import { WarningIcon } from '../../icons/WarningIcon.tsx'
import { Icon, type IconSize } from './Icon.tsx'

const icons = {
  AlertCircleIcon,
  ArrowDownLeftIcon,
  ArrowUpRightIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  CloseIcon,
  CoinIcon,
  CopyIcon,
  ExternalLinkIcon,
  HelpIcon,
  ImageIcon,
  InfoIcon,
  MailIcon,
  MoreIcon,
  NetworkIcon,
  PlusIcon,
  PowerIcon,
  QrCodeIcon,
  SearchIcon,
  SwapIcon,
  WalletIcon,
  WarningIcon,
}

function Gallery({ size }: { size: IconSize }) {
  return (
    <ul className="sb-icon-gallery">
      {Object.entries(icons).map(([name, Component]) => (
        <li key={name} className="sb-icon-gallery-item">
          <Component size={size} title={name.replace(/Icon$/, '')} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  )
}

const galleryStyles = /* css */ `
.sb-icon-gallery {
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 11px;
  color: var(--apkt-color-fg-100);
}
.sb-icon-gallery-item { display: flex; flex-direction: column; align-items: center; gap: 4px; }
`

const meta = {
  title: 'ui/Icon',
  component: Icon,
  args: { children: <path d="M12 5v14M5 12h14" />, size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl', 'inherit'] } },
  parameters: { storyStyles: [galleryStyles] },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

export const AllIcons: Story = { render: () => <Gallery size="lg" /> }
export const Small: Story = { render: () => <Gallery size="sm" /> }
export const Labelled: Story = { args: { title: 'Add network' } }
export const Decorative: Story = {}
export const Dark: Story = { render: () => <Gallery size="md" />, globals: { theme: 'dark' } }
