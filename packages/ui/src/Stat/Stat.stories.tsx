import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stat, StatList } from './Stat';

const meta = {
  title: 'Content/Stat',
  component: Stat,
  args: { value: '30 min', label: 'P1 response' },
} satisfies Meta<typeof Stat>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {
  render: (args) => (
    <StatList>
      <Stat {...args} />
      <Stat value="24/7" label="Helpdesk" />
      <Stat value="3" label="Emirates covered onsite" />
    </StatList>
  ),
};
