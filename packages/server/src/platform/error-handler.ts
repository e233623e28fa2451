import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type AccountEnvelope } from '@console/contract';
import { translate, type MessageKey } from '@console/contract/i18n/messages';
import { AppError, integrityConflict } from './errors';
import { requestLanguage } from './language';

/** zod issue codes -> message keys, for issues whose schema gave no key of its own. */
const ISSUE_KEYS: Record<string, string> = {
  invalid_type: 'validation.invalidType',
  too_small: 'validation.min',
  too_big: 'validation.max',
  invalid_value: 'validation.enum',
  invalid_format: 'validation.invalid',
  invalid_union: 'validation.invalid',
  not_multiple_of: 'validation.invalid',
};

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

export function fieldsFromIssues(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[])
        fields[base ? `${base}.${key}` : key] = 'validation.unknownField';
      continue;
    }
    const field = base || '_';
    if (fields[field]) continue; // the first problem of a field is the one to show
    const own = issue.message?.startsWith('validation.') ? issue.message : undefined;
    fields[field] = own ?? ISSUE_KEYS[issue.keyword] ?? 'validation.invalid';
  }
  return fields;
}

/** A PostgreSQL data exception (SQLSTATE class 22), possibly wrapped (Drizzle puts the driver's error in `cause`). */
export function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = cause;
  }
  return false;
}

/**
 * One error policy (STYLE): every failure leaves as an envelope. Legacy account-server and meet
 * paths answer HTTP 200 with the code in the envelope, as the original console expects; the
 * resource API (`/console/api/v1`) uses HTTP statuses as well (docs/adr/0003). These are the
 * envelope answers of the API under `apiBase`, for the error handler and the router's refusals.
 */
function errorReplies(apiBase: string) {
  const restPrefix = `${apiBase}/console/`;

  const meetPath = new RegExp(`^${apiBase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[A-Za-z0-9_-]+Meet`);

  function send(request: FastifyRequest, reply: FastifyReply, status: number, body: AccountEnvelope) {
    const legacy = !request.url.startsWith(restPrefix);
    // Meet-service paths (SPEC §7) also carry the meet envelope's code and message (SPEC §8).
    const out = meetPath.test(request.url)
      ? { resultnum: body.retCode, resultmeesage: body.errInfo, ...body }
      : body;
    // Bypass the route's response schema: an error envelope is not its success shape.
    return reply
      .status(legacy && status < 500 ? 200 : status)
      .type('application/json; charset=utf-8')
      .serializer((payload) => JSON.stringify(payload))
      .send(out);
  }

  function envelope(
    request: FastifyRequest,
    code: string,
    key: MessageKey,
    extra: Partial<AccountEnvelope> = {},
    params?: Record<string, string | number>,
  ) {
    const lang = requestLanguage(request.headers['accept-language']);
    return { retCode: code, errInfo: translate(key, lang, params), errKey: key, ...extra };
  }

  return { send, envelope };
}

/**
 * Fastify's `frameworkErrors`: a malformed URL or an over-long path parameter is refused by the
 * router before any route or error handler, so it is answered here, with the envelope like any bad
 * request.
 */
export function routerRefusal(apiBase: string) {
  const { send, envelope } = errorReplies(apiBase);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.log.info({ err: error }, 'bad request (router)');
    return send(request, reply, 400, envelope(request, ERROR_CODES.badRequest, 'error.badRequest'));
  };
}

export default fp(
  async function errorHandler(app: FastifyInstance, opts: { apiBase: string }) {
    const { send, envelope } = errorReplies(opts.apiBase);

    app.setErrorHandler((thrown: FastifyError, request, reply) => {
      // A race past a uniqueness or reference check: the conflict the check would have answered.
      const error = integrityConflict(thrown) ?? thrown;
      if (error instanceof AppError) {
        const extra = error.options.fields ? { fields: error.options.fields } : {};
        return send(
          request,
          reply,
          error.status,
          envelope(request, error.code, error.key, extra, error.options.params),
        );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = fieldsFromIssues(error.validation as unknown as ValidationIssue[]);
        return send(
          request,
          reply,
          400,
          envelope(request, ERROR_CODES.validation, 'error.validation', { fields }),
        );
      }
      if (isDataException(error)) {
        // Input the schemas let through but PostgreSQL refuses (an id past int4, a NUL byte):
        // still the caller's mistake, never a 500 (ARCHITECTURE §4).
        request.log.info({ err: error }, 'bad request (data exception)');
        return send(request, reply, 400, envelope(request, ERROR_CODES.badRequest, 'error.badRequest'));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Malformed JSON, wrong content type, body too large: the request itself is bad.
        request.log.info({ err: error }, 'bad request');
        return send(request, reply, status, envelope(request, ERROR_CODES.badRequest, 'error.badRequest'));
      }
      request.log.error({ err: error }, 'request failed');
      return send(
        request,
        reply,
        500,
        envelope(request, ERROR_CODES.internal, 'error.internal', { requestId: request.id }),
      );
    });

    app.setNotFoundHandler((request, reply) =>
      send(request, reply, 404, envelope(request, ERROR_CODES.notFound, 'error.routeNotFound')),
    );
  },
  { name: 'error-handler' },
);

/** The same field map for a zod error raised outside request validation (imports). */
export function fieldsFromZodIssues(
  issues: readonly { code: string; path: PropertyKey[]; message: string; keys?: string[] }[],
) {
  return fieldsFromIssues(
    issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.map(String).join('/')}`,
      message: issue.message,
      params: issue.keys ? { keys: issue.keys } : {},
    })),
  );
}
