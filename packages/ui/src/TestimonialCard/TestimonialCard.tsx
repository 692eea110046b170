import { styled } from 'styled-components';
import { Card } from '../Card/Card';
import { StarIcon } from '../icons/icons';
import { theme } from '../theme/theme';
import { useUiLabels } from '../Labels/Labels';

const Stars = styled.p`
  display: flex;
  gap: 2px;
  color: ${theme.colors.star};
  svg {
    fill: currentColor;
  }
`;

const Quote = styled.blockquote`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

const Author = styled.figcaption`
  color: ${theme.colors.textMuted};
  strong {
    color: ${theme.colors.text};
    display: block;
  }
`;

/** A client testimonial with five stars, the quote and who said it. */
export function TestimonialCard({
  quote,
  author,
  position,
  company,
  ratingLabel,
}: {
  quote: string;
  author: string;
  position: string;
  company: string;
  /** The five stars' name (by default the `LabelsProvider`'s: "Rated 5 out of 5"). */
  ratingLabel?: string;
}) {
  const labels = useUiLabels();
  return (
    <Card as="figure" style={{ margin: 0 }}>
      <Stars role="img" aria-label={ratingLabel ?? labels.rating ?? 'Rated 5 out of 5'}>
        {Array.from({ length: 5 }, (_, i) => (
          <StarIcon key={i} />
        ))}
      </Stars>
      <Quote>
        <p>“{quote}”</p>
      </Quote>
      <Author>
        <strong>{author}</strong>
        {position}
        {labels.separator ?? ', '}
        {company}
      </Author>
    </Card>
  );
}
