import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { ActionRow } from './ActionRow';

const meta = {
  title: 'Layout/ActionRow',
  component: ActionRow,
  args: {
    children: [
      <Button key="assess">Get a Free IT Assessment</Button>,
      <Button key="call" variant="outline">
        Call Now
      </Button>,
    ],
  },
} satisfies Meta<typeof ActionRow>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
