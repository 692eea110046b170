import { ServiceOverview } from '../components/ServiceOverview';
import { SERVICE_PAGES, type ServicePageContent } from '@content/service-pages';
import type { PageProps } from './registry';
import { required } from '../required';

/** The shared template of the service pages (the AMC page adds its own sections to it). */
export default function ServicePage({ route }: PageProps) {
  const service = required(route.service, `${route.id}'s service`);
  const pages: Partial<Record<string, ServicePageContent>> = SERVICE_PAGES;
  const content = required(pages[service.id], `${service.id}'s page`);
  return <ServiceOverview service={service} content={content} />;
}
