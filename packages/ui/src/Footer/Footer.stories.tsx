import type { Meta, StoryObj } from '@storybook/react-vite';
import { EXAMPLE_COLUMNS } from '../layout-fixtures';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: {
    columns: EXAMPLE_COLUMNS,
    children: <p>Office hours: Sunday to Thursday, 9:00 to 18:00 UAE time.</p>,
  },
} satisfies Meta<typeof Footer>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
