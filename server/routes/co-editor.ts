// Placeholder plugin, registered so work on it does not have to touch routes/index.ts.
import type { FastifyInstance } from 'fastify'

export default async function coeditorRoutes(_app: FastifyInstance) {}
