import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './Skeleton.tsx'

const meta = {
  title: 'ui/Skeleton',
  component: Skeleton,
  parameters: { canvasLayout: 'fill' },
  argTypes: {
    shape: { control: 'inline-radio', options: ['line', 'circle', 'square', 'row', 'tile'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    width: { control: 'inline-radio', options: ['full', 'three-quarters', 'half', 'third'] },
  },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = {}
export const ShortLine: Story = { args: { width: 'half', size: 'sm' } }
export const Circle: Story = { args: { shape: 'circle' } }
export const Square: Story = { args: { shape: 'square', size: 'lg' } }
export const Row: Story = { args: { shape: 'row' } }
export const Tile: Story = { args: { shape: 'tile' } }
export const ListLoading: Story = {
  render: () => (
    <>
      <Skeleton shape="row" />
      <Skeleton shape="row" />
      <Skeleton shape="row" />
    </>
  ),
}
export const Dark: Story = { args: { shape: 'row' }, globals: { theme: 'dark' } }
