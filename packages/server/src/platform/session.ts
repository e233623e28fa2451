import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashToken, resolveSession } from './sessions';
import type { AccessRule } from './access';
import { callerOfSession, type Caller } from './caller';
import { SessionExpired } from './errors';
import { admit, checkInTransaction, rememberSession, sessionGuess } from './session-check';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: a public route (login, captcha). Default: a session is required. */
    auth?: false;
    /** Who may call the route; default `signedIn`. */
    access?: AccessRule;
    /** Reachable while the initial password still has to be changed. */
    allowInitPwd?: boolean;
    /**
     * The handler reads through `app.inTenant` before anything else, so the session is checked by
     * that transaction's first statement instead of a lookup of its own (ADR 50).
     */
    sessionInTransaction?: boolean;
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

export default fp(
  async function sessionPlugin(app: FastifyInstance, opts: { apiBase: string; docsPrefix: string }) {
    app.decorateRequest('caller', null);
    async function authenticate(request: FastifyRequest) {
      const config = request.routeOptions.config;
      const rules = { access: config.access ?? 'signedIn', allowInitPwd: config.allowInitPwd === true };
      const token = tokenOf(request);
      if (!token) throw SessionExpired();
      const tokenHash = hashToken(token);
      const guess = config.sessionInTransaction ? sessionGuess(tokenHash) : undefined;
      if (guess) {
        const caller = callerOfSession(guess, request.ip);
        request.caller = caller;
        checkInTransaction(caller, { tokenHash, ...rules });
        // Refused by the guess: the transaction would confirm the refusal, or find the session
        // changed; a lookup of its own settles it now.
        try {
          admit(caller, rules);
          return;
        } catch {
          request.caller = null;
        }
      }
      // Read on every request that has no transaction to check it in, never cached: a session
      // revoked through any instance is refused on the next request through every other (ADR 0012).
      const session = await resolveSession(app.db, tokenHash);
      rememberSession(tokenHash, session);
      if (!session) throw SessionExpired();
      const caller = callerOfSession(session, request.ip);
      request.caller = caller;
      admit(caller, rules);
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
