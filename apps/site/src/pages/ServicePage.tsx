import { ServiceOverview } from '../components/ServiceOverview';
import type { PageProps } from './registry';

/** The shared template of the service pages (the AMC page adds its own sections to it). */
export default function ServicePage({ route }: PageProps) {
  return <ServiceOverview service={route.service!} />;
}
