import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';

// Placeholder until this module is written.
export async function publicContentRoutes(
  _app: FastifyInstance,
  _deps: { db: Db; config: Config },
) {}
