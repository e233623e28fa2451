import { routeTo } from '@/engine/route-paths';
import { BASENAME } from '@/lib/config';

/** The chat audit and online pages open in a new browser tab (SPEC §2). */
export function openLivePage(route: 'liveChatAudit' | 'liveOnline', id: number) {
  const path = routeTo(route, id);
  if (path) window.open(`${BASENAME.replace(/\/$/, '')}${path}`, '_blank', 'noopener');
}
