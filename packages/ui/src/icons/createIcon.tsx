import type { SVGProps } from 'react';
import { styled } from 'styled-components';

/** Props of every icon: an SVG's, plus `title` to make it meaningful to screen readers. */
export type IconProps = SVGProps<SVGSVGElement> & { title?: string; size?: number | string };

/** An icon that points along the line: it points the other way in right-to-left text. */
const MirroredSvg = styled.svg`
  transform: none;
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;

/** How an icon is drawn. */
export interface IconOptions {
  /** Mirrored in right-to-left text, for an icon that points a direction (an arrow). */
  mirrorInRtl?: boolean;
}

/**
 * Makes an inline-SVG icon component from 24×24 outline paths. Icons are decorative
 * (`aria-hidden`) unless given a `title`.
 */
export function createIcon(name: string, paths: readonly string[], options: IconOptions = {}) {
  const Svg = options.mirrorInRtl ? MirroredSvg : 'svg';
  function Icon({ title, size = '1.25em', ...rest }: IconProps) {
    return (
      <Svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </Svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
