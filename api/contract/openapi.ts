import { z } from 'zod'
import type { Route } from '../routes/defineRoute.ts'
import { HtmlPageResponse } from '../routes/htmlPage.ts'
import { FileAnswerResponse } from '../routes/fileAnswer.ts'
import { API_BASE, PRODUCT_NAME, type ErrorCode } from '../../shared/contract.ts'
import { ErrorBodyJson } from '../../shared/schemas/envelope.ts'

/** The HTTP status of each error code (docs/STYLE.md "Errors"). */
const ERROR_STATUS: Record<ErrorCode, number> = {
  malformed_json: 400,
  payment_failed: 402,
  unauthenticated: 401,
  forbidden: 403,
  reauthentication_required: 403,
  sign_in_code_required: 403,
  second_factor_required: 403,
  second_factor_setup_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
}

type JsonSchema = Record<string, unknown>

/**
 * A timestamp says `format: date-time`; zod adds the 330-character pattern that checks it, which,
 * repeated on every timestamp, made a sixth of the document (627 → 533 KB without it).
 */
function dropDateTimePattern({ jsonSchema: node }: { jsonSchema: JsonSchema }): void {
  if (node.format === 'date-time') delete node.pattern
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Transforms and custom checks have no JSON form: they are documented as "any value" there.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', override: dropDateTimePattern })
  return rest
}

/** Express-style `:name` segments become OpenAPI's `{name}`. */
const openApiPath = (path: string) => `${API_BASE}${path.replace(/:(\w+)/g, '{$1}')}`

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return []
  const object = jsonSchema(schema, 'input')
  const properties = typeof object.properties === 'object' && object.properties !== null ? Object.entries(object.properties) : []
  const required = Array.isArray(object.required) ? object.required : []
  return properties.map(([name, property]) => ({ name, in: where, required: where === 'path' || required.includes(name), schema: property }))
}

const BINARY = { schema: { type: 'string', format: 'binary' } }

function successContent(route: Route): JsonSchema {
  if (route.response === HtmlPageResponse) return { 'text/html': { schema: { type: 'string' } } }
  if (route.response === FileAnswerResponse) return { 'application/octet-stream': BINARY }
  return { 'application/json': { schema: jsonSchema(route.response, 'output') } }
}

function responses(route: Route): JsonSchema {
  const answers: JsonSchema = { [route.status]: { description: route.summary, content: successContent(route) } }
  if (route.cacheSeconds !== null) answers[304] = { description: 'Not modified since the ETag sent in If-None-Match' }
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of route.errors) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code])
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    answers[status] = {
      description: codes.join(', '),
      content: { 'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/ErrorBody' }, { properties: { code: { enum: codes } } }] } } },
    }
  }
  return answers
}

/** An upload's body is the file itself (PDF, JPEG, PNG or HEIC), named in the X-File-Name header. */
const UPLOAD_BODY = { required: true, content: { 'application/pdf': BINARY, 'image/jpeg': BINARY, 'image/png': BINARY, 'image/heic': BINARY } }
const FILE_NAME_PARAMETER = { name: 'X-File-Name', in: 'header', required: true, description: 'The file\'s name, URI-encoded', schema: { type: 'string' } }

function requestBody(route: Route): JsonSchema {
  if (route.upload) return { requestBody: UPLOAD_BODY }
  return route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } } : {}
}

function operation(route: Route): JsonSchema {
  const tag = route.path.split('/')[1] === 'admin' ? 'admin' : (route.path.split('/')[1] ?? 'api')
  return {
    operationId: `${route.method}${route.path.replace(/[/:_{}*-]+(\w)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
    summary: route.summary,
    tags: [tag],
    security: route.access === 'public' ? [] : [{ bearer: [] }],
    'x-access': route.access,
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query'), ...(route.upload ? [FILE_NAME_PARAMETER] : [])],
    ...requestBody(route),
    responses: responses(route),
  }
}

/** The OpenAPI 3.1 document of every route, built once at start from the same list as the router. */
export function openApiDocument(routes: Route[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const route of routes) {
    const path = openApiPath(route.path)
    paths[path] = { ...paths[path], [route.method]: operation(route) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1',
      description: 'Success is `{ data }`; lists add `meta`; an action may add a `message` to show. Every failure is the flat ErrorBody.',
    },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(ErrorBodyJson, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from sign-in, registration or verification' } },
    },
  }
}
