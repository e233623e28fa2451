import type { MessageInstance } from 'antd/es/message/interface';

/**
 * The api client lives outside React, but messages must come from antd's context-aware API
 * (`App.useApp()` inside the signed-in console, `message.useMessage()` on the public pages), so
 * they follow the theme and locale. Bridges register their instance here; the most recent wins.
 */
const stack: MessageInstance[] = [];

export function registerMessageApi(api: MessageInstance): () => void {
  stack.push(api);
  return () => {
    const index = stack.lastIndexOf(api);
    if (index !== -1) stack.splice(index, 1);
  };
}

function current(): MessageInstance | undefined {
  return stack.at(-1);
}

export interface Notifier {
  error(text: string, durationMs: number): void;
  warning(text: string, durationMs?: number): void;
  success(text: string, durationMs?: number): void;
}

const seconds = (ms: number | undefined) => (ms === undefined ? undefined : ms / 1000);

export const notify: Notifier = {
  error(text, durationMs) {
    const api = current();
    if (api) void api.error({ content: text, duration: seconds(durationMs) });
    else console.error(text);
  },
  warning(text, durationMs) {
    const api = current();
    if (api) void api.warning({ content: text, duration: seconds(durationMs) });
    else console.warn(text);
  },
  success(text, durationMs) {
    void current()?.success({ content: text, duration: seconds(durationMs) });
  },
};
