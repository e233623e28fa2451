import { z } from 'zod';
import { defineResource } from './define';
import {
  ambulanceConsultationDescription,
  COLLABORATION_KINDS,
  COLLABORATION_STATES,
  collaborationRecordDescription,
  collaborationSessionDescription,
  KIND_ONLY_FIELDS,
  MAX_PLANNED_MINUTES,
  MAX_SESSION_DOCTORS,
  MAX_SESSION_TERMINALS,
  staffAccountDescription,
  type CollaborationKind,
} from './descriptions/collaboration';
import { intBetween, optionalText, requiredName } from './medical-fields';

export * from './descriptions/collaboration';

const ids = (max: number) =>
  z
    .array(z.number().int().positive(), { error: 'validation.invalid' })
    .max(max, { error: 'validation.max' })
    .transform((list) => [...new Set(list)])
    .default([]);
const optionalRef = () =>
  z.number({ error: 'validation.invalidType' }).int().positive().nullable().optional();

/**
 * The kind's own rules, for a whole session (create, or an update merged with what is stored):
 * fields of other kinds are refused, a live kind needs its source terminal, a consultation its
 * two hospitals. Field → message key.
 */
export function collaborationKindIssues(values: Record<string, unknown>): Record<string, string> {
  const kind = values.kind as CollaborationKind | undefined;
  const issues: Record<string, string> = {};
  // Without its kind (a form that does not carry it) a session is checked by the server.
  if (!kind || !(COLLABORATION_KINDS as readonly string[]).includes(kind)) return issues;
  for (const [field, kinds] of Object.entries(KIND_ONLY_FIELDS)) {
    const value = values[field];
    const given = value !== undefined && value !== null && value !== '' && value !== false;
    if (given && !kinds.includes(kind)) issues[field] = 'validation.notForKind';
  }
  if ((kind === 'live' || kind === 'operation') && !values.sourceDeviceId)
    issues.sourceDeviceId = 'validation.required';
  if (kind === 'consultation') {
    if (!values.requestingHospital) issues.requestingHospital = 'validation.required';
    if (!values.consultedHospital) issues.consultedHospital = 'validation.required';
  }
  return issues;
}

/** The zod schemas of {@link collaborationSessionDescription}. */
export const collaborationSessionDefinition = defineResource(collaborationSessionDescription, {
  shape: {
    kind: z.enum(COLLABORATION_KINDS, { error: 'validation.enum' }),
    title: requiredName(64),
    state: z.enum(COLLABORATION_STATES),
    scheduledAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
    plannedMinutes: intBetween(1, MAX_PLANNED_MINUTES).default(60),
    department: optionalText(64),
    hostId: optionalRef(),
    patientId: optionalRef(),
    patientName: optionalText(64),
    hospitalNumber: optionalText(32),
    requestingHospital: optionalText(64),
    requestingDeviceId: optionalRef(),
    consultedHospital: optionalText(64),
    ambulanceVehicleId: z.number().nullable(),
    ambulanceHospitalId: z.number().nullable(),
    sourceDeviceId: optionalRef(),
    record: z.boolean({ error: 'validation.invalidType' }).default(false),
    deviceAccountIds: ids(MAX_SESSION_TERMINALS),
    doctorIds: ids(MAX_SESSION_DOCTORS),
    consentNote: optionalText(1000),
    description: optionalText(500),
    roomId: z.number().nullable(),
    liveId: z.number().nullable(),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  },
  refine(value, ctx) {
    for (const [field, message] of Object.entries(collaborationKindIssues(value)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  },
});

/** A vehicle and a hospital, required on the ambulance consultations' page. */
const requiredRef = () =>
  z.number({ error: 'validation.required' }).int({ error: 'validation.invalidType' }).positive();

/**
 * The zod schemas of {@link ambulanceConsultationDescription}: the session's own rules for the
 * fields it shows, and the vehicle and hospital required.
 */
export const ambulanceConsultationDefinition = defineResource(ambulanceConsultationDescription, {
  shape: {
    title: collaborationSessionDefinition.shape.title,
    ambulanceVehicleId: requiredRef(),
    ambulanceHospitalId: requiredRef(),
    state: collaborationSessionDefinition.shape.state,
    scheduledAt: collaborationSessionDefinition.shape.scheduledAt,
    plannedMinutes: collaborationSessionDefinition.shape.plannedMinutes,
    department: collaborationSessionDefinition.shape.department,
    hostId: collaborationSessionDefinition.shape.hostId,
    patientName: collaborationSessionDefinition.shape.patientName,
    hospitalNumber: collaborationSessionDefinition.shape.hospitalNumber,
    doctorIds: collaborationSessionDefinition.shape.doctorIds,
    description: collaborationSessionDefinition.shape.description,
    startedAt: collaborationSessionDefinition.shape.startedAt,
    endedAt: collaborationSessionDefinition.shape.endedAt,
  },
});

/** The zod schemas of {@link collaborationRecordDescription} (the server writes every field). */
export const collaborationRecordDefinition = defineResource(collaborationRecordDescription, {
  shape: {
    sessionId: z.number(),
    kind: z.enum(COLLABORATION_KINDS),
    title: z.string(),
    patientName: z.string().nullable(),
    department: z.string().nullable(),
    startedAt: z.string(),
    endedAt: z.string().nullable(),
    duration: z.number().nullable(),
    joined: z.array(z.string()),
    invited: z.array(z.string()),
  },
});

/** The zod schemas of {@link staffAccountDescription} (read-only). */
export const staffAccountDefinition = defineResource(staffAccountDescription, {
  shape: { account: z.string(), realName: z.string().nullable() },
});

/** Who of a session is there now or was: a terminal or a doctor, invited, and whether they joined. */
export const collaborationParticipantSchema = z.object({
  kind: z.enum(['device', 'account']),
  id: z.number(),
  name: z.string(),
  account: z.string(),
  invited: z.boolean(),
  /** In the room / watching the stream now (in progress), or joined at some point (ended). */
  joined: z.boolean(),
  online: z.boolean().nullable(),
});
export type CollaborationParticipant = z.infer<typeof collaborationParticipantSchema>;

/** A recording of the session's live stream, with the VOD video to play once converted. */
export const collaborationRecordingSchema = z.object({
  id: z.number(),
  state: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  size: z.number().nullable(),
  vodVideoId: z.number().nullable(),
  /** The converted video's address (the VOD player plays it). */
  videoUrl: z.string().nullable(),
});
export type CollaborationRecording = z.infer<typeof collaborationRecordingSchema>;

/** `GET collaborationSessions/{id}/live`: state, who is there (or was), the recordings. */
export const collaborationLiveSchema = z.object({
  id: z.number(),
  kind: z.enum(COLLABORATION_KINDS),
  state: z.enum(COLLABORATION_STATES),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Seconds from start to end (or to now while in progress). */
  duration: z.number().nullable(),
  roomId: z.number().nullable(),
  liveId: z.number().nullable(),
  /** The live stream's HLS address while in progress (null without a stream server). */
  playUrl: z.string().nullable(),
  participants: z.array(collaborationParticipantSchema),
  recordingConfigured: z.boolean(),
  recordings: z.array(collaborationRecordingSchema),
});
export type CollaborationLive = z.infer<typeof collaborationLiveSchema>;
