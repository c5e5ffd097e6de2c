/**
 * The Content-Security-Policy of the API documentation pages (/docs), from the one
 * @fastify/swagger-ui writes with `staticCSP` (its script and style hashes included), made
 * stricter where it is written for a public site rather than a service holding personal data:
 * no other site may frame the pages (the page's "Try it out" sends the reader's credentials,
 * so a framing site could have them clicked), no image is fetched from the Swagger validator,
 * styles come from this server or the page itself, not from any https site,
 * and requests are not upgraded to https, which would break the pages on a server reached
 * over plain http (the default, on 127.0.0.1; TLS is a proxy's business).
 */
export function docsContentSecurityPolicy(written: string): string {
  const directives = written
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter((directive) => directive !== '' && directive !== 'upgrade-insecure-requests')
    .map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      if (name === 'frame-ancestors') return "frame-ancestors 'none'";
      // Swagger UI sets inline styles as it draws (a style element, not only style
      // attributes), which no hash can name; styles fetch and run nothing.
      if (name === 'style-src') return "style-src 'self' 'unsafe-inline'";
      const kept = sources.filter((source) => source !== 'validator.swagger.io');
      return [name, ...kept].join(' ');
    });
  if (!directives.some((directive) => directive.startsWith('frame-ancestors '))) {
    directives.push("frame-ancestors 'none'");
  }
  if (!directives.some((directive) => directive.startsWith('form-action '))) {
    directives.push("form-action 'self'");
  }
  return directives.join('; ');
}
