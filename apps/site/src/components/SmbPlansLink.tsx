import { Link } from '@acme/ui';
import { SMB_LINK } from '@content/smb-packages';
import { screenPath } from '../routes/screen-paths';

/**
 * Where a small business finds its plans, from the pages a buyer compares on: a static paragraph,
 * which each page hydrates after itself (`hydrateLater`), so its price list is not code the page
 * waits for.
 */
export default function SmbPlansLink() {
  return (
    <p>
      {SMB_LINK.question} <Link href={screenPath('smb-packages')}>{SMB_LINK.link}</Link>
      {SMB_LINK.end}
    </p>
  );
}
