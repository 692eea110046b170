import type { Meta, StoryObj } from '@storybook/react-vite';
import { InlineError } from './InlineError';

const meta = {
  title: 'Forms/InlineError',
  component: InlineError,
  args: { children: 'Please upload PDF or Word (DOC/DOCX).' },
} satisfies Meta<typeof InlineError>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
