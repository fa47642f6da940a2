/**
 * The published contract: the OpenAPI document as JSON at `/api/docs/json`, and a readable
 * reference page (Swagger UI, served from its own package, loaded only on that page) at
 * `/api/docs`. A client that asks for JSON at `/api/docs` still gets the document, so scripts that
 * read it there keep working. The page has no inline script, so it runs under the app's CSP.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi';

const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tress API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/start.js"></script>
</body>
</html>
`;

// SwaggerUIBundle is a global of the bundle above; the document comes from /api/docs/json
const START = `window.ui = SwaggerUIBundle({ url: '/api/docs/json', dom_id: '#reference', deepLinking: true });\n`;

function swaggerDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

export function registerApiDocs(app: FastifyInstance): void {
  // built on the first request, not at start: turning every schema into JSON Schema took a sixth
  // of a second of CPU before the server could answer anyone
  let built: ReturnType<typeof openApiDocument> | undefined;
  const doc = () => {
    built ??= openApiDocument();
    return built;
  };
  const dir = swaggerDir();
  const cache = new Map<string, Buffer>();
  const asset = (name: string) => {
    let bytes = cache.get(name);
    if (!bytes) {
      bytes = readFileSync(join(dir, name));
      cache.set(name, bytes);
    }
    return bytes;
  };

  app.get('/api/docs/json', async () => doc());
  app.get('/api/docs', async (req, reply) => {
    const wantsPage = /text\/html/.test(req.headers.accept ?? '');
    if (!wantsPage) return doc();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE);
  });
  app.get<{ Params: { file: string } }>('/api/docs/assets/:file', async (req, reply) => {
    const { file } = req.params;
    if (file === 'start.js') return reply.type('text/javascript; charset=utf-8').send(START);
    const type = SWAGGER_FILES[file];
    if (!type) return reply.callNotFound();
    return reply.type(type).header('cache-control', 'public, max-age=86400').send(asset(file));
  });
}
