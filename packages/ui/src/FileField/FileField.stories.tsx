import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileField } from './FileField';

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  args: {
    label: 'RFI/RFP document',
    name: 'file',
    accept: '.pdf,.doc,.docx',
    hint: 'PDF or Word, up to 10 MB.',
    required: true,
  },
} satisfies Meta<typeof FileField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'File too large (max 10MB).' } };
