import { Island } from '../islands/Island';

/** The RFI/RFP page: its form, which replaces the page's lead with its confirmation once sent. */
export default function RfiPage() {
  return <Island name="RfiForm" when="interaction" props={{}} />;
}
