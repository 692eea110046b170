import { CheckList, Hero, Section } from '@acme/ui';
import { CHECKLIST, CHECKLIST_PAGE as T } from '@content/checklist';
import { Island } from '../islands/Island';

export default function ChecklistPage() {
  return (
    <>
      <Hero title={T.title}>
        <p>{CHECKLIST.subtitle}</p>
      </Hero>
      <Section title={T.insideTitle}>
        <CheckList items={CHECKLIST.sections.map((s) => s.title.replace(/^\d+\.\s*/, ''))} />
      </Section>
      <Section title={T.formTitle} tone="light">
        <Island name="ChecklistForm" when="interaction" props={{}} />
      </Section>
    </>
  );
}
