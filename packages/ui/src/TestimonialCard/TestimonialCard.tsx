import { styled } from 'styled-components';
import { Card } from '../Card/Card';
import { StarIcon } from '../icons/icons';
import { theme } from '../theme/theme';

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
}: {
  quote: string;
  author: string;
  position: string;
  company: string;
}) {
  return (
    <Card as="figure" style={{ margin: 0 }}>
      <Stars role="img" aria-label="Rated 5 out of 5">
        {Array.from({ length: 5 }, (_, i) => (
          <StarIcon key={i} />
        ))}
      </Stars>
      <Quote>
        <p>“{quote}”</p>
      </Quote>
      <Author>
        <strong>{author}</strong>
        {position}, {company}
      </Author>
    </Card>
  );
}
