import type { Meta, StoryObj } from '@storybook/react-vite';
import { Section } from './Section';

const meta = {
  title: 'Layout/Section',
  component: Section,
  args: {
    title: 'Why Choose Us',
    intro: 'Local engineers, a 24/7 helpdesk and security first.',
    tone: 'default',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'light', 'brand'] } },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Light: Story = { args: { tone: 'light' } };
export const Brand: Story = { args: { tone: 'brand' } };
