export { DeferredSection } from './deferred-section'
