import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './Accordion';

const items = [
  { id: 'core', title: '1) Quantities & Core', content: <p>Users, servers, network and sites.</p> },
  {
    id: 'addons',
    title: '2) Add-on Services',
    content: <p>Antivirus, backup monitoring, site visits.</p>,
  },
  {
    id: 'licenses',
    title: '3) Optional Licenses',
    content: <p>Endpoint protection and backups.</p>,
  },
];

const meta = {
  title: 'Overlays/Accordion',
  component: Accordion,
  args: { items, defaultOpenId: 'core' },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOpen: Story = {};
export const AllClosed: Story = { args: { defaultOpenId: null } };
