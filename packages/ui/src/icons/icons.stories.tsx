import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './icons';

const meta = { title: 'Foundations/Icons' } satisfies Meta;
export default meta;

export const All: StoryObj = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon size={24} />
          {name}
        </li>
      ))}
    </ul>
  ),
};
