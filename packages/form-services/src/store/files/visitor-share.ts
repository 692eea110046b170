import { plannedDeliveries, type Delivery, type DeliveryRecord } from '../delivery-record';
import { createVisitorLedger } from '../visitor-ledger';
import type { DeliveryPlan } from '../lead-store';

/**
 * Plans a lead's deliveries with the visitor's hourly share of mails counted in this process
 * (the file engine has one server).
 */
export function createVisitorShare() {
  const ledger = createVisitorLedger();
  return {
    /**
     * A lead's deliveries, the visitor's mail suppressed when the address had its share of the
     * hour. Counted with `count` once written, so a failed write counts nothing.
     */
    plan(plan: DeliveryPlan, now: Date): Delivery[] {
      const allowed =
        plan.visitor !== null &&
        ledger.countBefore(plan.visitor, now.getTime()) < plan.visitorMailsPerHour;
      return plannedDeliveries(plan, now, allowed);
    },
    /** Counts a written record's visitor mail against its address's share. */
    count(record: DeliveryRecord): void {
      for (const delivery of record.deliveries)
        if (delivery.kind === 'visitor' && delivery.status !== 'suppressed')
          ledger.note(delivery.to, Date.parse(delivery.queuedAt));
    },
  };
}

export type VisitorShare = ReturnType<typeof createVisitorShare>;
