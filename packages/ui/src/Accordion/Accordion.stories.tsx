import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** One section open at a time, by mouse and by keyboard. */
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const core = canvas.getByRole('button', { name: '1) Quantities & Core' });
    const addons = canvas.getByRole('button', { name: '2) Add-on Services' });
    await expect(core).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(addons);
    await expect(addons).toHaveAttribute('aria-expanded', 'true');
    await expect(core).toHaveAttribute('aria-expanded', 'false');
    core.focus();
    await userEvent.keyboard('{Enter}');
    await expect(core).toHaveAttribute('aria-expanded', 'true');
    await expect(addons).toHaveAttribute('aria-expanded', 'false');
  },
};
