import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, CardGrid } from './Card';

const meta = { title: 'Content/Card', component: Card } satisfies Meta<typeof Card>;
export default meta;

export const Grid: StoryObj<typeof meta> = {
  render: () => (
    <CardGrid>
      {['Dubai Silicon Oasis', 'Sharjah SRTI Park', 'Abu Dhabi'].map((place) => (
        <Card key={place}>
          <h3>{place}</h3>
          <p>Onsite engineers and a local helpdesk.</p>
        </Card>
      ))}
    </CardGrid>
  ),
};
