import { ActionRow, Badge, Button, Card, CardGrid, CheckList, Hero, Section } from '@acme/ui';
import { SITE } from '../config';
import { CAREERS, CAREERS_PAGE as T } from '@content/careers';
import { NeedsScript } from '../components/NeedsScript';

export default function CareersPage() {
  return (
    <>
      <Hero
        title={T.title}
        actions={
          <Button variant="secondary" data-opens="ApplicationDialog">
            {T.submitCv}
          </Button>
        }
      >
        <p>{CAREERS.lead}</p>
        {/* The application form opens from the buttons below, with JavaScript only. */}
        <NeedsScript />
      </Hero>
      <Section title={T.whyTitle}>
        <CheckList items={CAREERS.benefits} />
      </Section>
      <Section title={T.positionsTitle} tone="light">
        <CardGrid>
          {CAREERS.positions.map((position) => (
            <Card key={position.title}>
              <h3>{position.title}</h3>
              <p>
                {position.location} · <Badge $tone="light">{T.fullTime}</Badge>
              </p>
              <CheckList items={position.requirements} />
              <Button
                data-opens="ApplicationDialog"
                data-opens-with={position.title}
                aria-label={T.applyNowLabel(position.title)}
              >
                {T.applyNow}
              </Button>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title={T.openTitle}>
        <p>{T.openLead}</p>
        <ActionRow>
          {CAREERS.openApplicationTags.map((tag) => (
            <Badge key={tag} $tone="light">
              {tag}
            </Badge>
          ))}
        </ActionRow>
        <p>
          {T.emailBefore}{' '}
          <a href={`mailto:${SITE.email}?subject=${encodeURIComponent(T.emailSubject)}`} dir="ltr">
            {SITE.email}
          </a>
          {T.emailAfter}
        </p>
      </Section>
      <Section title={T.lookForTitle} tone="light">
        <CheckList items={CAREERS.lookFor} />
      </Section>
      <Section title={T.whereTitle}>
        <CheckList items={CAREERS.offices} />
        <p>{T.remoteNote}</p>
      </Section>
    </>
  );
}
