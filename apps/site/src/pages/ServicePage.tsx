import { ServiceOverview } from '../components/ServiceOverview';
import { SERVICE_PAGES } from '../content/service-pages';
import type { PageProps } from './registry';

/** The shared template of the service pages (the AMC page adds its own sections to it). */
export default function ServicePage({ route }: PageProps) {
  const service = route.service!;
  return <ServiceOverview service={service} content={SERVICE_PAGES[service.id]!} />;
}
