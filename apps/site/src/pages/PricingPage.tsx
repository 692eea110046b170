import { Island } from '../islands/Island';

/** The pricing page: the calculator, hydrated as it comes into view. */
export default function PricingPage() {
  return <Island name="Calculator" when="visible" props={{}} />;
}
