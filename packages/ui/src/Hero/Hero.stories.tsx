import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../Button/Button';
import { Hero } from './Hero';

const meta = {
  title: 'Layout/Hero',
  component: Hero,
  args: {
    badge: 'Your Trusted IT Partner',
    title: 'Your Trusted Managed IT Services Provider in UAE',
    children: (
      <p>Maintenance contracts, a 24/7 helpdesk and cybersecurity for growing businesses.</p>
    ),
    actions: (
      <ButtonLink href="/pricing" variant="secondary">
        View Pricing Plans
      </ButtonLink>
    ),
  },
} satisfies Meta<typeof Hero>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
