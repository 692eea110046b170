import type { PageRouteId } from '../../routes/table';
import type { RouteName } from '../shapes/route-names';
import * as TERMS from './glossary';

export type { RouteName } from '../shapes/route-names';

/** Each screen's name that is not a service's (see the English module). */
export const ROUTE_NAMES: Readonly<Record<PageRouteId, RouteName>> = {
  home: { title: `مزوّد ${TERMS.managedIt} في الإمارات`, breadcrumb: 'الرئيسية' },
  about: { title: 'من نحن', breadcrumb: 'من نحن' },
  services: { title: `دليل خدمات ${TERMS.it}`, breadcrumb: 'الخدمات' },
  pricing: { title: TERMS.pricingCalculator, breadcrumb: 'الأسعار' },
  packages: { title: `باقات ${TERMS.managedIt}`, breadcrumb: 'الباقات' },
  'smb-packages': {
    title: `باقات ${TERMS.it} للشركات الصغيرة`,
    breadcrumb: 'باقات الشركات الصغيرة',
  },
  'on-demand': { title: `احجز ${TERMS.onDemandSupport}`, breadcrumb: TERMS.onDemandSupport },
  'booking-change': { title: 'تعديل الحجز', breadcrumb: 'حجزك' },
  sla: {
    title: `${TERMS.sla} و${TERMS.escalationMatrix}`,
    breadcrumb: TERMS.slaAndEscalation,
  },
  rfi: {
    title: `تقديم ${TERMS.rfi} أو ${TERMS.rfp}`,
    breadcrumb: `تقديم ${TERMS.rfiPlain} أو ${TERMS.rfpPlain}`,
  },
  checklist: { title: `${TERMS.checklist} (PDF)`, breadcrumb: TERMS.checklist },
  careers: { title: 'الوظائف', breadcrumb: 'الوظائف' },
  contact: { title: 'اتصل بنا', breadcrumb: 'اتصل بنا' },
  legal: { title: 'المعلومات القانونية', breadcrumb: 'المعلومات القانونية' },
  privacy: { title: 'سياسة الخصوصية', breadcrumb: 'سياسة الخصوصية' },
  infosec: { title: 'سياسة أمن المعلومات', breadcrumb: 'سياسة أمن المعلومات' },
  disclosure: {
    title: 'سياسة الإفصاح عن الثغرات الأمنية',
    breadcrumb: 'الإفصاح عن الثغرات الأمنية',
  },
};
