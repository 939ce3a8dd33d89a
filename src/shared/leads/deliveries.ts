import * as z from 'zod/mini';
import { deliverySchema, LEADS_API_PATH } from './inbox';

/** GET: the outbox messages that failed (failing, or given up); POST <path>/<id>/retry: due again now */
export const DELIVERIES_PATH = `${LEADS_API_PATH}/deliveries`;
export const retryDeliveryPath = (id: string) => `${DELIVERIES_PATH}/${encodeURIComponent(id)}/retry`;

export const failedDeliverySchema = z.extend(deliverySchema, {
  leadId: z.nullable(z.string()),
  /** the lead's name, to tell the rows apart */
  leadName: z.nullable(z.string()),
});
export type FailedDelivery = z.output<typeof failedDeliverySchema>;

export const failedDeliveriesSchema = z.object({
  deliveries: z.array(failedDeliverySchema),
  /** all failing or given-up messages, beyond the newest 50 shown */
  total: z.number(),
});
export type FailedDeliveries = z.output<typeof failedDeliveriesSchema>;

/** POST .../retry: 200 when the message is due again */
export const retryResultSchema = z.object({ retried: z.literal(true) });
