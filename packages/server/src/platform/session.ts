import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@console/contract';
import { resolveSession, type ResolvedSession } from './sessions';
import { authorize, type AccessRule } from './access';
import { isPlatformUser, type Caller } from './caller';
import { AppError, SessionExpired } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: a public route (login, captcha). Default: a session is required. */
    auth?: false;
    /** Who may call the route; default `signedIn`. */
    access?: AccessRule;
    /** Reachable while the initial password still has to be changed. */
    allowInitPwd?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** `token: <t>` or `Authorization: Bearer <t>` (ARCHITECTURE §4). */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.token;
  if (typeof header === 'string' && header.trim()) return header.trim();
  const auth = request.headers.authorization;
  const match = auth ? /^Bearer\s+(.+)$/i.exec(auth) : null;
  return match?.[1]?.trim() || null;
}

/** The caller of an authenticated route; the session hook has already checked it exists. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw SessionExpired();
  return request.caller;
}

/** The caller a live session stands for (REST requests and the console WebSocket alike). */
export function callerOfSession(session: ResolvedSession, ip: string): Caller {
  return {
    userId: session.userId,
    account: session.account,
    customerId: session.customerId,
    userType: session.userType,
    roleId: session.roleId,
    roles: session.roleValue ? [session.roleValue] : [],
    sessionId: session.sessionId,
    initPwd: session.initPwd,
    ip,
    isPlatform: isPlatformUser(session.userType, session.customerId),
  };
}

export default fp(
  async function sessionPlugin(app: FastifyInstance, opts: { apiBase: string; docsPrefix: string }) {
    app.decorateRequest('caller', null);
    async function authenticate(request: FastifyRequest) {
      const config = request.routeOptions.config;
      const token = tokenOf(request);
      // Read on every request, never cached: a session revoked through any instance is refused on the
      // next request through every other (ADR 0012).
      const session = token ? await resolveSession(app.db, token) : null;
      if (!session) throw SessionExpired();
      const caller = callerOfSession(session, request.ip);
      request.caller = caller;
      if (caller.initPwd && !config.allowInitPwd) {
        throw new AppError(ERROR_CODES.passwordChangeRequired, 'error.passwordChangeRequired', 403);
      }
      authorize(caller, config.access ?? 'signedIn');
    }

    // Every API route needs a session unless it is marked public (`auth: false`); the console's
    // static files, health checks and the API docs are outside that rule.
    app.addHook('onRoute', (route) => {
      if (route.config?.auth === false) return;
      if (!route.url.startsWith(`${opts.apiBase}/`) || route.url.startsWith(opts.docsPrefix)) return;
      // onRequest, before the body is parsed and validated: an anonymous or unauthorised caller
      // learns nothing about a route's schema and costs no body parsing.
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [authenticate, ...existing];
    });
  },
  { name: 'session', dependencies: ['db'] },
);
