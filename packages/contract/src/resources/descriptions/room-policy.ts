/**
 * A company's room policy (Greenlight's room configuration): each governed room option is always
 * on, the room's choice, or off, for every room of the company, administrators included. Kept on
 * the company (`roomPolicy{Option}` fields); the server forces the value on every room write.
 */
export const ROOM_POLICY_OPTIONS = ['chairmanArea', 'record', 'pipStatus'] as const;
export type RoomPolicyOption = (typeof ROOM_POLICY_OPTIONS)[number];
export const ROOM_POLICY_VALUES = ['always', 'optional', 'off'] as const;
export type RoomPolicyValue = (typeof ROOM_POLICY_VALUES)[number];

/** The company field that holds an option's policy. */
export function roomPolicyField(option: RoomPolicyOption) {
  return `roomPolicy${option[0]!.toUpperCase()}${option.slice(1)}` as
    'roomPolicyChairmanArea' | 'roomPolicyRecord' | 'roomPolicyPipStatus';
}
