import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnchorNav } from './AnchorNav';

const meta = {
  title: 'Content/AnchorNav',
  component: AnchorNav,
  args: {
    label: 'SLA sections',
    items: [
      { id: 'targets', label: 'Targets' },
      { id: 'priorities', label: 'Priority Definitions' },
      { id: 'escalation', label: 'Escalation' },
    ],
  },
} satisfies Meta<typeof AnchorNav>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
