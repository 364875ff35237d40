// App plugin: the repositories (server/repositories), decorated onto the instance as app.repos
// after the database plugin opened app.db. Routes and services reach data only through them.
import type { FastifyInstance } from 'fastify'
import { shared } from '../lib/plugin'
import { createRepositories, type Repositories } from '../repositories'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-shadow -- module augmentation, not a new name
  interface FastifyInstance {
    repos: Repositories
  }
}

export default shared(async function repositories(app: FastifyInstance) {
  app.decorate('repos', createRepositories(app.db))
}, 'repositories')
