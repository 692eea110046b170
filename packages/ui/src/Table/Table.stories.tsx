import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from './Table';

const meta = {
  title: 'Content/Table',
  component: Table,
  args: {
    caption: 'Response and resolution targets',
    columns: [
      { key: 'priority', label: 'Priority' },
      { key: 'response', label: 'Response' },
      { key: 'resolution', label: 'Resolution' },
    ],
    rows: [
      { priority: 'P1 critical', response: 'within 30 minutes', resolution: 'within 4 hours' },
      { priority: 'P2 high', response: '1 hour', resolution: '8 hours' },
    ],
  },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
