import { formatAED } from '@acme/pricing-engine';
import { Link } from '@acme/ui';
import { SMB_PACKAGES } from '@content/smb-packages';
import { routeById } from '../routes/routes';

/** Where a small business finds its plans, from the pages a buyer compares on. */
export default function SmbPlansLinkContent() {
  const from = Math.min(...SMB_PACKAGES.map((plan) => plan.price));
  return (
    <p>
      A small business?{' '}
      <Link href={routeById('smb-packages').path}>
        See our IT support packages for small businesses, from {formatAED(from)} a month
      </Link>
      .
    </p>
  );
}
