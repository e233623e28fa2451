import {
  COLLABORATION_ROUTES,
  collaborationPageOf,
  type CollaborationKind,
} from '@console/contract/resources/descriptions/collaboration';
import { useLocation } from 'react-router-dom';

/** The kind (and its three paths) a collaboration page serves, read from its route. */
export function useCollaborationKind():
  { kind: CollaborationKind; routes: (typeof COLLABORATION_ROUTES)[CollaborationKind] } | undefined {
  const { pathname } = useLocation();
  const found = collaborationPageOf(pathname);
  return found ? { kind: found.kind, routes: COLLABORATION_ROUTES[found.kind] } : undefined;
}
