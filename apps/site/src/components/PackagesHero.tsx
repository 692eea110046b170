import { ButtonLink, Hero } from '@acme/ui';
import type { ReactNode } from 'react';
import { routeById } from '../routes/routes';
import { AssessmentButton } from './assessment';

/** A packages page's words for its opening band. */
export interface PackagesHeroWords {
  readonly title: string;
  readonly lead: string;
  /** The assessment button's label. */
  readonly assessment: string;
  /** The calculator link's label. */
  readonly calculator: string;
}

/**
 * A packages page's opening band: its heading and lead, then the two ways on, a free assessment
 * and the pricing calculator.
 */
export function PackagesHero({ words, badge }: { words: PackagesHeroWords; badge?: ReactNode }) {
  return (
    <Hero
      badge={badge}
      title={words.title}
      actions={
        <>
          <AssessmentButton variant="secondary">{words.assessment}</AssessmentButton>
          <ButtonLink href={routeById('pricing').path} variant="secondary">
            {words.calculator}
          </ButtonLink>
        </>
      }
    >
      <p>{words.lead}</p>
    </Hero>
  );
}
