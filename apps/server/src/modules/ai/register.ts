import type { App } from '../../app.ts';
import { aiRoutes } from './routes.ts';
import { createAiService, modelChatOf } from './commands.ts';

/** Mounts Ordo AI on `app`: the service with its provider, and the routes. */
export async function registerAi(app: App): Promise<void> {
  const service = createAiService({
    db: app.database.db,
    rules: app.config.ai,
    model: modelChatOf(app.config.ai),
    clock: () => app.clock(),
  });
  await app.register(aiRoutes({ service, enabled: app.config.features.ai }));
}
