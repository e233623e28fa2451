import { z } from 'zod';
import { defineResource } from './define';
import {
  SCHOOL_MESSAGE_STATES,
  SCHOOL_MESSAGE_TYPES,
  schoolMessageDescription,
} from './descriptions/school-messages';
import { choice } from './patterns';

export * from './descriptions/school-messages';

/** The three ways to name recipients; at least one must name someone. */
export const SCHOOL_MESSAGE_RECIPIENT_FIELDS = ['groupIds', 'deviceAccountIds', 'memberIds'] as const;

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
    memberIds: ids.default([]),
    sendAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional(),
    state: z.enum(SCHOOL_MESSAGE_STATES),
    sentAt: z.string().nullable(),
    recipientCount: z.number().int(),
    readCount: z.number().int(),
  },
  // The lists are all there on a create (their defaults); an update sending only some is checked
  // by the server against the stored others.
  refine(value, ctx) {
    if (!SCHOOL_MESSAGE_RECIPIENT_FIELDS.every((field) => field in value)) return;
    if (SCHOOL_MESSAGE_RECIPIENT_FIELDS.every((field) => !(value[field] as number[]).length))
      ctx.addIssue({ code: 'custom', path: ['groupIds'], message: 'validation.schoolMessageRecipients' });
  },
});

/**
 * One recipient of a sent notification, a terminal or a member: when it was sent there (a
 * terminal online, a member's inbox) and when it was read.
 */
export const schoolMessageReceiptSchema = z.object({
  recipient: z.enum(['terminal', 'member']),
  /** The terminal's or the member's id. */
  id: z.number(),
  account: z.string(),
  name: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type SchoolMessageReceipt = z.infer<typeof schoolMessageReceiptSchema>;

/** A notification in a member's inbox. */
export const schoolInboxItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  type: z.enum(SCHOOL_MESSAGE_TYPES),
  sentAt: z.string(),
  readAt: z.string().nullable(),
});
export type SchoolInboxItem = z.infer<typeof schoolInboxItemSchema>;

/** The newest notifications of a member's inbox and how many of all are unread. */
export const schoolInboxSchema = z.object({
  list: z.array(schoolInboxItemSchema),
  unread: z.number().int(),
});
export type SchoolInbox = z.infer<typeof schoolInboxSchema>;

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
