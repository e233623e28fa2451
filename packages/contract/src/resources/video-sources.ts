import { z } from 'zod';
import { defineResource } from './define';
import { choice } from './patterns';
import {
  BITRATE,
  ENCODING_MODES,
  FRAME_RATE,
  QUALITIES,
  RESOLUTIONS,
  SOURCE_TYPES,
  videoSourceDescription,
} from './descriptions/video-sources';

export * from './descriptions/video-sources';

const required = { error: 'validation.required' } as const;

/** A stream's frame rate (fps); the live settings of a terminal take the same range. */
export const frameRate = () =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .int({ error: 'validation.integer' })
    .min(FRAME_RATE.min, { error: 'validation.min' })
    .max(FRAME_RATE.max, { error: 'validation.max' });
/** A stream's bitrate (kbps). */
export const bitrate = () =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .int({ error: 'validation.integer' })
    .min(BITRATE.min, { error: 'validation.min' })
    .max(BITRATE.max, { error: 'validation.max' });

/** The zod schemas of {@link videoSourceDescription} (SPEC §5 rules), for its forms and the server. */
export const videoSourceDefinition = defineResource(videoSourceDescription, {
  shape: {
    deviceAccountId: z
      .number({
        error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
      })
      .int({ error: 'validation.integer' })
      .positive({ error: 'validation.required' }),
    name: z.string(required).trim().min(1, required).max(32, { error: 'validation.max' }),
    type: choice(SOURCE_TYPES),
    primary: z.boolean().default(false),
    enabled: z.boolean().default(true),
    mainFrameRate: frameRate().default(25),
    mainBitrate: bitrate().default(2048),
    mainResolution: choice(RESOLUTIONS).default('1920x1080'),
    mainEncodingMode: choice(ENCODING_MODES).default('cbr'),
    mainQuality: choice(QUALITIES).default('high'),
    subStreamEnabled: z.boolean().default(false),
    subFrameRate: frameRate().default(15),
    subBitrate: bitrate().default(512),
    subResolution: choice(RESOLUTIONS).default('640x360'),
    subEncodingMode: choice(ENCODING_MODES).default('cbr'),
    subQuality: choice(QUALITIES).default('medium'),
  },
});
