import { z } from 'zod';
import { defineResource } from './define';
import {
  SCHOOL_MESSAGE_STATES,
  SCHOOL_MESSAGE_TYPES,
  schoolMessageDescription,
} from './descriptions/school-messages';
import { choice } from './patterns';

export * from './descriptions/school-messages';

const required = { error: 'validation.required' } as const;
const ids = z
  .array(z.number().int().positive(), { error: 'validation.invalid' })
  .max(500, { error: 'validation.max' });

/** The zod schemas of {@link schoolMessageDescription}: title and content required (SPEC §5), someone to send to. */
export const schoolMessageDefinition = defineResource(schoolMessageDescription, {
  shape: {
    title: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    type: choice(SCHOOL_MESSAGE_TYPES).default('notice'),
    content: z.string(required).trim().min(1, required).max(2000, { error: 'validation.max' }),
    groupIds: ids.default([]),
    deviceAccountIds: ids.default([]),
    sendAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional(),
    state: z.enum(SCHOOL_MESSAGE_STATES),
    sentAt: z.string().nullable(),
    recipientCount: z.number().int(),
    readCount: z.number().int(),
  },
  // Both lists are there on a create (their defaults); an update sending only one is checked by
  // the server against the stored other.
  refine(value, ctx) {
    if (!('groupIds' in value) || !('deviceAccountIds' in value)) return;
    const groups = value.groupIds as number[];
    const terminals = value.deviceAccountIds as number[];
    if (!groups.length && !terminals.length)
      ctx.addIssue({ code: 'custom', path: ['groupIds'], message: 'validation.schoolMessageRecipients' });
  },
});

/** One recipient terminal of a sent notification: when it was sent there and when it was read. */
export const schoolMessageReceiptSchema = z.object({
  deviceAccountId: z.number(),
  account: z.string(),
  name: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type SchoolMessageReceipt = z.infer<typeof schoolMessageReceiptSchema>;

/** What a terminal gets on its `cmd` topic (no numeric id: no command, not acknowledged). */
export interface SchoolNoticeMessage {
  type: 'schoolNotice';
  messageId: number;
  title: string;
  content: string;
  kind: string;
  sentAt: string;
}

/** What a terminal reports on its `event` channel once the notification was shown and read. */
export const schoolNoticeReadEventSchema = z.object({
  type: z.literal('schoolNoticeRead'),
  messageId: z.number().int().positive(),
});
