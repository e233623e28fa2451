import type { UserEvent } from '@testing-library/user-event';

/**
 * Replace a text field's value as one paste. Typing key by key re-renders an antd form per
 * character, which made tests with long values take tens of seconds on a busy machine; keep
 * `user.type` where the keystrokes themselves are under test.
 */
export async function fillIn(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}
