/**
 * A contract-driven gate in front of the server, as a validating proxy (Stoplight Prism and the
 * like) would stand: it reads only the published OpenAPI document, refuses a request whose
 * security requirements or body the document does not allow, forwards the rest and checks the
 * answer against the documented response schema.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { TestServer } from './test-server';

type Operation = {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

export type GateResult = { status: number; body: unknown; violations: string[] };

export async function contractGate(server: TestServer) {
  const doc = (await server.raw('/api/docs/json')).body as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const problems = (schema: object, value: unknown, where: string) => {
    const check = ajv.compile(schema);
    return check(value) ? [] : (check.errors ?? []).map((e) => `${where}${e.instancePath} ${e.message}`);
  };

  return async function send(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<GateResult> {
    const op = doc.paths[path]?.[method.toLowerCase()];
    if (!op) return { status: 404, body: null, violations: [`${method} ${path} is not in the document`] };
    // a requirement is met when every scheme it names is present; an empty one needs nothing
    const hasBearer = /^Bearer \S+/.test(headers.authorization ?? '');
    const met = (req: Record<string, string[]>) => Object.keys(req).every((s) => s === 'bearer' && hasBearer);
    const security = op.security ?? [];
    if (security.length && !security.some(met))
      return { status: 401, body: null, violations: ['security requirements not met'] };
    const bodySchema = op.requestBody?.content['application/json']?.schema;
    const refused = bodySchema ? problems(bodySchema, body, 'request') : [];
    if (refused.length) return { status: 422, body: null, violations: refused };

    const res = await server.raw(path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    });
    const answerSchema = op.responses[String(res.status)]?.content?.['application/json']?.schema;
    const violations = answerSchema ? problems(answerSchema, res.body, 'response') : [];
    return { status: res.status, body: res.body, violations };
  };
}
