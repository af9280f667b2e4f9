import fp from 'fastify-plugin';
import { openFileStorage } from './open-storage';
import type { FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live (local folder or S3): every route that stores or serves a file goes through it. */
    fileStorage: FileStorage;
  }
}

/** Opens the configured file storage and closes it with the app. */
export const fileStoragePlugin = fp(
  async (app) => {
    const storage = openFileStorage(app.config);
    app.decorate('fileStorage', storage);
    app.addHook('onClose', () => storage.close());
  },
  { name: 'file-storage', dependencies: ['config'] },
);
