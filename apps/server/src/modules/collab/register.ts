import { COLLAB_NAMESPACE } from '@ordo/contract';
import type { App } from '../../app.ts';
import type { AuthService } from '../../auth/auth-service.ts';
import { createKeyedLimit } from '../../http/keyed-limit.ts';
import { collabRights } from './collab-rights.ts';
import { registerCollabSocket } from './collab-socket.ts';
import { collabRelay } from './relay.ts';
import { sharedDocuments, type SharedDocuments } from './shared-documents.ts';

/**
 * Co-editing (issue 30): y-protocols over the `/collab` namespace of the socket.io server the
 * live run already uses, so one origin, one sign-in and the Redis adapter already in place
 * carry it across processes. Returns the documents, whose `contentWritten` every other path
 * that writes a meeting's text calls inside its transaction.
 */
export function registerCollab(
  app: App,
  services: { authService: AuthService; crossProcess: boolean },
): SharedDocuments {
  const { config, database } = app;
  const nsp = app.io.of(COLLAB_NAMESPACE);
  const relay = collabRelay(nsp, { crossProcess: services.crossProcess, log: app.log });
  const documents = sharedDocuments({
    db: database.db,
    nsp,
    relay,
    log: app.log,
    clock: app.clock,
    versionIntervalMs: config.historyVersionIntervalSeconds * 1000,
    persist: {
      debounceMs: config.collab.persistDebounceMs,
      maxWaitMs: config.collab.persistMaxWaitMs,
    },
  });
  const rights = collabRights(nsp, {
    db: database.db,
    authService: services.authService,
    bus: app.rights,
    documents: () => documents,
    log: app.log,
  });
  registerCollabSocket({
    db: database.db,
    nsp,
    documents,
    rights,
    authService: services.authService,
    log: app.log,
    limits: {
      messages: createKeyedLimit(app, {
        name: 'collab:message',
        max: config.collab.messagesPerMinute,
        timeWindow: 60_000,
      }),
      maxMessageBytes: config.collab.maxMessageBytes,
    },
  });
  // Edits not yet stored are stored before the database closes.
  app.addHook('preClose', () => documents.flush());
  app.addHook('onClose', () => rights.stop());
  return documents;
}
