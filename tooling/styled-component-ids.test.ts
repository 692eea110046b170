import { describe, expect, it } from 'vitest';
import { arabicStyleFaults, everyString } from './arabic-style';
import { describeDocExamples } from './doc-examples';
import { addStyledComponentIds } from './styled-component-ids';

const idsOf = (code: string) => [...code.matchAll(/componentId: '([\w-]+)'/g)].map((m) => m[1]);

describe('addStyledComponentIds', () => {
  const source = [
    'const Panel = styled.aside`color: ${theme.colors.text};`;',
    'export const Badge = styled.span<{ $tone?: Tone }>`padding: 0;`;',
    'const Tabs = styled(TabList<View>)`margin: 0;`;',
    'var Bar = styled(Card)`display: none;`;',
  ].join('\n');

  it('names every styled component, keeping its type arguments and styles', () => {
    const named = addStyledComponentIds(source, 'packages/ui/src/X/X.tsx');
    expect(idsOf(named)).toHaveLength(4);
    expect(named).toContain('styled.span.withConfig({');
    expect(named).toContain("' })<{ $tone?: Tone }>`padding: 0;`");
    expect(named).toContain("styled(TabList<View>).withConfig({ componentId: '");
    expect(named).toContain('`color: ${theme.colors.text};`');
  });

  it('gives one component the same name in every build, and different components different names', () => {
    const first = idsOf(addStyledComponentIds(source, 'apps/site/src/A.tsx'));
    expect(idsOf(addStyledComponentIds(source, 'apps/site/src/A.tsx'))).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    const elsewhere = idsOf(addStyledComponentIds(source, 'apps/site/src/B.tsx'));
    expect(elsewhere.some((id) => first.includes(id))).toBe(false);
  });

  it('leaves a component that is named already, and code without styled components, as they are', () => {
    const named = "const Box = styled.div.withConfig({ componentId: 'mine' })``;";
    expect(addStyledComponentIds(named, 'a.tsx')).toBe(named);
    const plain = 'const styledText = format(value);';
    expect(addStyledComponentIds(plain, 'a.tsx')).toBe(plain);
  });
});

// Every module of the package: its examples with its exports in scope.
describeDocExamples(import.meta.dirname, {
  addStyledComponentIds,
  arabicStyleFaults,
  everyString,
});
