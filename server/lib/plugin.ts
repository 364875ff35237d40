// Marks a plugin as not encapsulated, so its decorators and hooks reach the whole app.
// This is what fastify-plugin does; done here to avoid depending on an undeclared package.
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify'

export function shared<O extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<O>,
  name?: string,
): FastifyPluginAsync<O> {
  const p = plugin as FastifyPluginAsync<O> & Record<symbol, unknown>
  p[Symbol.for('skip-override')] = true
  if (name) p[Symbol.for('fastify.display-name')] = name
  return p
}
