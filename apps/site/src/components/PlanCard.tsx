import { CheckList, PackageCard } from '@acme/ui';
import type { ReactNode } from 'react';

/** A managed plan as a packages page shows it. */
export interface Plan {
  /** The card's anchor. */
  readonly id: string;
  readonly name: string;
  readonly price: string;
  /** Who it is for: its users, in words. */
  readonly cap: string;
  readonly lines: readonly string[];
  readonly addOns: readonly string[];
  readonly featured: boolean;
}

/** The words every plan card of a page shares. */
export interface PlanCardWords {
  /** After the price, e.g. `/month`. */
  readonly period: string;
  /** On the featured plan, e.g. `Most popular`. */
  readonly featuredLabel: string;
}

/** A managed plan's card: price, who it is for, what it covers, then its add-ons. */
export function PlanCard({
  plan,
  words,
  actions,
}: {
  plan: Plan;
  words: PlanCardWords;
  actions?: ReactNode;
}) {
  return (
    <PackageCard
      id={plan.id}
      name={plan.name}
      price={plan.price}
      period={words.period}
      featuredLabel={words.featuredLabel}
      cap={plan.cap}
      lines={plan.lines}
      featured={plan.featured}
      actions={actions}
    >
      <CheckList items={plan.addOns} />
    </PackageCard>
  );
}
