import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldIcon } from '../icons/icons';
import { FeatureCard } from './FeatureCard';

const meta = {
  title: 'Content/FeatureCard',
  component: FeatureCard,
  args: {
    icon: <ShieldIcon />,
    title: 'Cybersecurity & Data Protection',
    description: 'Layered defences for endpoints, email and cloud.',
    bullets: [
      'Managed endpoint protection',
      'Email and phishing defence',
      'Backup and recovery testing',
    ],
  },
} satisfies Meta<typeof FeatureCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutBullets: Story = { args: { bullets: [] } };
