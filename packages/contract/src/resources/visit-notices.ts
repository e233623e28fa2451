import { z } from 'zod';
import { defineResource } from './define';
import { VISIT_NOTICE_STATES, visitNoticeDescription } from './descriptions/visit-notices';
import { VISIT_TEMPLATE_EVENTS } from './descriptions/visit-templates';

export * from './descriptions/visit-notices';

/** The zod schemas of {@link visitNoticeDescription} (read-only: they document the answers). */
export const visitNoticeDefinition = defineResource(visitNoticeDescription, {
  shape: {
    createdAt: z.string(),
    event: z.enum(VISIT_TEMPLATE_EVENTS),
    registrationId: z.number(),
    visitId: z.number().nullable(),
    phone: z.string(),
    channel: z.string().nullable(),
    text: z.string(),
    state: z.enum(VISIT_NOTICE_STATES),
  },
});
