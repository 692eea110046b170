import { styled } from 'styled-components';

const Stack = styled.span`
  display: grid;
  > span {
    grid-area: 1 / 1;
  }
  > [data-hidden] {
    visibility: hidden;
  }
`;

/**
 * One of a fixed set of texts, in the room the largest of them takes: every text is laid out in the
 * same place and only `shown` is visible (the others are hidden from assistive technology too), so
 * changing which one shows moves nothing around it, at any width.
 *
 * @example
 * <ReservedText texts={['Open', 'Closed for the weekend']} shown={open ? 'Open' : 'Closed for the weekend'} />
 */
export function ReservedText({
  texts,
  shown,
}: {
  readonly texts: readonly string[];
  readonly shown: string;
}) {
  return (
    <Stack>
      {texts.map((text) => (
        <span key={text} data-hidden={text === shown ? undefined : ''}>
          {text}
        </span>
      ))}
    </Stack>
  );
}
