/** The OpenAPI 3.1 document, generated from the shared route table with zod's own JSON Schema. */
import { z } from 'zod';
import { api, type RouteDef } from '#shared/contract/routes';
import { envelope } from '#shared/envelope';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  } catch {
    return {};
  }
}

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(api) as [string, RouteDef][]) {
    // optional: anonymous or with a token (an empty requirement object means "no auth needed")
    const security =
      def.access === 'public' ? [] : def.access === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }];
    const op: Record<string, unknown> = {
      operationId: name,
      summary: def.summary,
      description: `Access: ${def.access}. Default error: ${def.fails}.`,
      security,
      parameters: [
        {
          name: 'Accept-Language',
          in: 'header',
          schema: { type: 'string' },
          description: 'zh* gives Chinese messages',
        },
      ],
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: jsonSchema(envelope(def.data), 'output') } },
        },
        default: { description: 'Error in the envelope (400, 401, 403, 404, 409, 413, 415, 429, 500)' },
      },
    };
    if (def.method === 'POST') {
      const type = def.multipart ? 'multipart/form-data' : 'application/json';
      op.requestBody = { required: true, content: { [type]: { schema: jsonSchema(def.body, 'input') } } };
    }
    paths[`/api${def.path}`] = { ...paths[`/api${def.path}`], [def.method.toLowerCase()]: op };
  }
  paths['/api/events'] = { get: eventStreamOperation };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tress API',
      version: '1.0.0',
      description: 'Every answer is the envelope { success, data, errors, message, code }.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

/** The live event stream is not a JSON call, so it is described here rather than in the route table. */
const eventStreamOperation = {
  operationId: 'events',
  summary: 'Server-sent events for open back-office screens: which day changed',
  description:
    'Access: staff (Authorization: Bearer). `event: bookings` with `data: {"date":"YYYY-MM-DD"}` when a day\'s bookings or blocked time changed; `event: catalogue` when back-office data changed. Comments every 15 s keep the stream open.',
  security: [{ bearer: [] }],
  responses: {
    '200': { description: 'The stream', content: { 'text/event-stream': { schema: { type: 'string' } } } },
    '401': { description: 'No staff token' },
    '403': { description: 'Not a back-office user' },
  },
};
