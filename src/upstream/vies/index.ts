export {
  createViesClient,
  type ViesAnswer,
  type ViesClient,
  type ViesClientOptions,
} from './client.js';
