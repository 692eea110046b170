import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, LinkProvider } from './Link';

const meta = {
  title: 'Foundations/Link',
  component: Link,
  args: { href: '/pricing', children: 'Pricing' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const External: Story = {
  args: { href: 'https://portal.example.com', external: true, children: 'Client Login' },
};
export const WithRouterLink: Story = {
  render: (args) => (
    <LinkProvider
      component={({ children, ...props }) => (
        <a data-router="yes" {...props}>
          {children}
        </a>
      )}
    >
      <Link {...args} />
    </LinkProvider>
  ),
};
