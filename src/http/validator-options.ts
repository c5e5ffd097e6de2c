/**
 * How request bodies are validated against the contract's schemas (Fastify's Ajv options):
 * what the contract does not define is rejected, never silently dropped, coerced or filled in.
 * Shared with the benchmark's bare Fastify reference route, so it validates as the service does.
 */
export const VALIDATOR_OPTIONS = {
  customOptions: {
    removeAdditional: false,
    coerceTypes: false,
    allErrors: true,
    useDefaults: false,
  },
} as const;
