import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from './Container';

const meta = { title: 'Layout/Container', component: Container } satisfies Meta<typeof Container>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  render: () => (
    <Container>
      <p>Content is centred at a readable width, with padding on small screens.</p>
    </Container>
  ),
};
