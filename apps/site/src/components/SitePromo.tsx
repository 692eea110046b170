import { ButtonLink, PromoBox } from '@acme/ui';
import { PROMO } from '@content/promo';
import { routeById } from '../routes/routes';

/** The side panel's invitation to contact the company: a box with a link. */
export default function SitePromo() {
  return (
    <PromoBox
      title={PROMO.title}
      action={
        <ButtonLink href={routeById('contact').path} variant="secondary">
          {PROMO.action}
        </ButtonLink>
      }
    >
      {PROMO.text}
    </PromoBox>
  );
}
