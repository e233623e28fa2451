import type { UserInfo } from '@console/contract/resources/identity';
import type { MenuNode } from '@console/contract/resources/menus';
import { createContext, useContext } from 'react';
import type { SessionApplication } from '@/lib/session/api/get-applications';
import type { AppRoute } from './route-table';

/** What the guard loaded for the signed-in user; present everywhere inside the shell. */
export interface Session {
  user: UserInfo;
  applications: SessionApplication[];
  /** The application whose menu is shown (undefined: the server's default). */
  appKey: string | undefined;
  menuTree: MenuNode[];
  routes: AppRoute[];
  landing: string;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside the signed-in console');
  return session;
}
