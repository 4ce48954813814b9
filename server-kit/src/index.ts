// What the api and the gateway processes share; each deploys on its own, and both import this.
export { closeOnSignals, countInFlight, drainMsFromEnv, newLifecycle, shutdownGracefully, type Lifecycle } from './lifecycle';
export { echoRequestId, requestIdOf, requestIds } from './requestId';
export { oneLogLinePerRequest } from './requestLog';
export { discardUnreadBodies } from './unreadBody';
export { freePort } from './freePort';
export { packageFolder } from './packageFolder';
export { escapeHtml } from './html';
