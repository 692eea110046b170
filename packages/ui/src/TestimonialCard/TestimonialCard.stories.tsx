import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestimonialCard } from './TestimonialCard';

const meta = {
  title: 'Content/TestimonialCard',
  component: TestimonialCard,
  args: {
    quote: 'Our helpdesk tickets are answered within the hour, and the monthly reports are clear.',
    author: 'Rania H.',
    position: 'Operations Manager',
    company: 'Logistics firm, Jebel Ali',
  },
} satisfies Meta<typeof TestimonialCard>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
