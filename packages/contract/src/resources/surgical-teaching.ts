import { z } from 'zod';
import { defineResource } from './define';
import { intBetween, optionalId, optionalText, requiredId, requiredName } from './medical-fields';
import { ipv4, port } from './patterns';
import {
  OP_DOT_NOTE_MAX,
  OP_ICON_NAME_MAX,
  OP_LOOP_THRESHOLD,
  OP_MAX_STORAGE_GB,
  OP_MIN_STORAGE_GB,
  opCourseDescription,
  opCourseDotDescription,
  opDepartmentDescription,
  opDeviceDescription,
  opMarkIconDescription,
  opOrganDescription,
} from './descriptions/surgical-teaching';

export * from './descriptions/surgical-teaching';

const required = { error: 'validation.required' } as const;
/** A stored upload's URL (the server checks it is the company's file of the right purpose). */
const fileUrl = z.string(required).trim().min(1, required).max(255, { error: 'validation.max' });

/** SPEC §5 organisation settings: cloud storage IPv4 and port, logo, threshold 1–100, storage ≥ 10 G. */
export const opOrganDefinition = defineResource(opOrganDescription, {
  shape: {
    name: requiredName(64),
    logoUrl: fileUrl.optional(),
    cloudStorageIp: ipv4(),
    cloudStoragePort: port(),
    loopRecordingThreshold: intBetween(OP_LOOP_THRESHOLD.min, OP_LOOP_THRESHOLD.max),
    allocatedStorageGb: intBetween(OP_MIN_STORAGE_GB, OP_MAX_STORAGE_GB),
    address: optionalText(128),
    description: optionalText(255),
  },
});

export const opDepartmentDefinition = defineResource(opDepartmentDescription, {
  shape: {
    name: requiredName(32),
    organId: requiredId(),
    description: optionalText(255),
  },
});

export const opDeviceDefinition = defineResource(opDeviceDescription, {
  shape: {
    name: requiredName(32),
    deviceAccountId: requiredId(),
    organId: requiredId(),
    departmentId: optionalId().nullable(),
    room: optionalText(32),
    recordingEnabled: z.boolean({ error: 'validation.invalidType' }).default(true),
    description: optionalText(255),
  },
});

/** SPEC §5 dot icon: name at most 10 characters, a JPG/PNG under 1 MB (checked by content on upload). */
export const opMarkIconDefinition = defineResource(opMarkIconDescription, {
  shape: {
    name: requiredName(OP_ICON_NAME_MAX),
    iconUrl: fileUrl,
  },
});

export const opCourseDefinition = defineResource(opCourseDescription, {
  shape: {
    name: requiredName(64),
    organId: requiredId(),
    departmentId: optionalId().nullable(),
    surgeon: requiredName(32),
    deviceId: optionalId().nullable(),
    recordedAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
    videoId: requiredId(),
    lengthSeconds: z.number().nullable(),
    dotCount: z.number(),
    description: optionalText(500),
  },
});

/** A dot: a time (seconds, to a tenth) within the recording — checked by the server — an icon, a note. */
export const opCourseDotDefinition = defineResource(opCourseDotDescription, {
  shape: {
    courseId: requiredId(),
    seconds: z
      .number({
        error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
      })
      .min(0, { error: 'validation.min' })
      .max(24 * 3600, { error: 'validation.max' })
      .transform((value) => Math.round(value * 10) / 10),
    iconId: requiredId(),
    note: z.string().trim().max(OP_DOT_NOTE_MAX, { error: 'validation.max' }).default(''),
  },
});
