import * as z from 'zod/mini';
import { browserEmail } from './email';

/** POST /api/newsletter/subscribe: the footer form's one field, checked like <input type="email" required> */
export const newsletterSchema = z.object({
  email: browserEmail(),
});

export type NewsletterPayload = z.output<typeof newsletterSchema>;
