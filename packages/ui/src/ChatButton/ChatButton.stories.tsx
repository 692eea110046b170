import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatButton } from './ChatButton';

const meta = {
  title: 'Layout/ChatButton',
  component: ChatButton,
  args: { href: 'https://wa.me/971500000000' },
} satisfies Meta<typeof ChatButton>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
