import type { ServiceType } from '@acme/pricing-engine';
import { ActionRow, ButtonLink, Card, CardGrid } from '@acme/ui';
import { ON_DEMAND_OFFERS } from '@content/on-demand-offers';
import type { ReactNode } from 'react';
import { ON_DEMAND_TYPES } from '../catalogue/packages';
import { routeById } from '../routes/routes';

type Offer = (typeof ON_DEMAND_OFFERS)[ServiceType];

/**
 * The on-demand offers, a card each, worded by the page (`describe`, below the offer's name), and
 * the link to book support.
 */
export function OnDemandOffers({
  describe,
  bookSupport,
}: {
  describe: (offer: Offer) => ReactNode;
  bookSupport: string;
}) {
  return (
    <>
      <CardGrid>
        {ON_DEMAND_TYPES.map((type) => ON_DEMAND_OFFERS[type]).map((offer) => (
          <Card key={offer.name}>
            <h3>{offer.name}</h3>
            {describe(offer)}
          </Card>
        ))}
      </CardGrid>
      <ActionRow>
        <ButtonLink href={routeById('on-demand').path}>{bookSupport}</ButtonLink>
      </ActionRow>
    </>
  );
}
