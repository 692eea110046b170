import { Suspense, memo, use, type ComponentType } from 'react';

/** The loads of every part made so far: the prerender renders once they are done. */
const loads: Promise<unknown>[] = [];

/** What a part whose code did not arrive renders: nothing, rather than hold up the page. */
const Missing = () => null;

/**
 * A static part of an island (nothing to press but links) whose code need not come with the
 * island. The island hydrates without waiting for it; its prerendered HTML stays as it is, readable
 * and its links plain links, until its chunk arrives and React hydrates it there (selective
 * hydration at a Suspense boundary). The load starts with the island's module, so the chunk is
 * usually here by the time the island has hydrated. Being static, the part renders again only when
 * its props change.
 *
 * A chunk that does not arrive removes the part: React holds an update (the calculator's Calculate
 * among them) until every boundary it passes has hydrated, so a part left waiting would hold up the
 * island for good. In the prerender, it fails the build.
 *
 * @example
 * const ManagedPackages = hydrateLater(() => import('./ManagedPackages'));
 */
export function hydrateLater<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  let Part: ComponentType<Props> | undefined;
  const loading = load().then(
    (module) => void (Part = module.default),
    (error: unknown) => {
      if (import.meta.env.SSR) throw error;
      Part = Missing;
    },
  );
  loads.push(loading);

  function Loaded(props: Props) {
    if (!Part) use(loading);
    return Part ? <Part {...props} /> : null;
  }
  return memo(function HydratedLater(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  });
}

/** Settles once every part made so far has loaded: the prerender renders a page after it. */
export function partsLoaded(): Promise<unknown> {
  return Promise.all(loads);
}
