import { Link } from '@acme/ui';
import { SMB_LINK } from '@content/smb-packages';
import { routeById } from '../routes/routes';

/** Where a small business finds its plans, from the pages a buyer compares on. */
export default function SmbPlansLinkContent() {
  return (
    <p>
      {SMB_LINK.question} <Link href={routeById('smb-packages').path}>{SMB_LINK.link}</Link>
      {SMB_LINK.end}
    </p>
  );
}
