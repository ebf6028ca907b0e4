// Starts the renderer on the served contract. It is a file of its own rather than an inline
// script, so the docs page runs under a Content-Security-Policy that allows scripts from the
// gateway's origin only.
globalThis.SwaggerUIBundle({
  // Relative to the page (`/api/v2/docs`), so it names the gateway's own `/api/v2/openapi.json`
  // under whatever base address the gateway is reached at.
  url: 'openapi.json',
  dom_id: '#docs',
  // The default would send the document to a public validator service for a badge.
  validatorUrl: null,
  // No "Try it out": the contract's server is a real gateway, and every send reaches a handset.
  supportedSubmitMethods: [],
});
