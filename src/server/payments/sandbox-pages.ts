/** The sandbox provider's hosted payment page (filled in by the payments feature). */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';

export function registerSandboxPages(_app: FastifyInstance, _deps: Deps): void {}
