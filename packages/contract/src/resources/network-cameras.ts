import { z } from 'zod';
import { defineResource } from './define';
import { choice, hostAddress, port } from './patterns';
import { CAMERA_BRANDS, STREAM_RESOLUTIONS, networkCameraDescription } from './descriptions/network-cameras';

export * from './descriptions/network-cameras';

const required = { error: 'validation.required' } as const;
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.max' }).optional();
/** A path on the camera (`/Streaming/Channels/101`) or a whole RTSP address. */
export const STREAM_PATH_PATTERN = /^(rtsps?:\/\/[^\s/]+)?\/\S*$/i;

const streamPath = () =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(255, { error: 'validation.max' })
    .regex(STREAM_PATH_PATTERN, { error: 'validation.streamPath' });
const bounded = (min: number, max: number) =>
  z
    .number(required)
    .int({ error: 'validation.integer' })
    .min(min, { error: 'validation.min' })
    .max(max, { error: 'validation.max' });

/** The zod schemas of {@link networkCameraDescription} (SPEC §5 rules), for its forms and the server. */
export const networkCameraDefinition = defineResource(networkCameraDescription, {
  shape: {
    name: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    brand: choice(CAMERA_BRANDS).default('hikvision'),
    address: hostAddress(),
    port: port().default(554),
    username: optionalText(64),
    password: z.string().max(64, { error: 'validation.max' }).optional(),
    mainStreamPath: streamPath(),
    mainStreamResolution: choice(STREAM_RESOLUTIONS).default('1920x1080'),
    mainStreamFrameRate: bounded(1, 60).default(25),
    mainStreamBitrate: bounded(64, 20_480).default(4096),
    subStreamPath: streamPath().optional(),
    subStreamResolution: choice(STREAM_RESOLUTIONS).default('704x576'),
    subStreamFrameRate: bounded(1, 60).default(15),
    subStreamBitrate: bounded(64, 20_480).default(512),
    deviceAccountId: z.number().int().positive({ error: 'validation.invalid' }).optional(),
    description: optionalText(255),
  },
});
