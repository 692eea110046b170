import type { SVGProps } from 'react';

/** Props of every icon: an SVG's, plus `title` to make it meaningful to screen readers. */
export type IconProps = SVGProps<SVGSVGElement> & { title?: string; size?: number | string };

/** How an icon is drawn. */
export interface IconOptions {
  /**
   * Mirrored in right-to-left text, for an icon that points a direction (an arrow): marked
   * `data-mirror-rtl`, which `GlobalStyle` flips where the text runs right to left.
   */
  mirrorInRtl?: boolean;
}

/**
 * Makes an inline-SVG icon component from 24×24 outline paths. Icons are decorative
 * (`aria-hidden`) unless given a `title`. Marked free of side effects, so a bundle leaves out
 * every icon it does not use (each is otherwise a call a bundler must keep).
 */
/* @__NO_SIDE_EFFECTS__ */
export function createIcon(name: string, paths: readonly string[], options: IconOptions = {}) {
  function Icon({ title, size = '1.25em', ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        data-mirror-rtl={options.mirrorInRtl || undefined}
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
