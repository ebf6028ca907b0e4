/* global document, location */
// Starts the renderer on the served contract. It is a file of its own rather than an inline
// script, so the docs page runs under a Content-Security-Policy that allows scripts from the
// gateway's origin only.
const docs = document.getElementById('docs');

// The page is `<gateway>/api/v2/docs`, so the gateway's own address is what comes before that
// path: the contract's placeholder server would send "Try it out" to another port.
const gateway = location.origin + location.pathname.replace(/\/api\/v2\/docs\/?$/, '');

function render(contract) {
  globalThis.SwaggerUIBundle({
    // The served document as it came, apart from its server, which becomes this gateway.
    spec: { ...contract, servers: [{ url: gateway, description: 'This gateway (the address this page was loaded from)' }] },
    dom_id: '#docs',
    // The default would send the document to a public validator service for a badge.
    validatorUrl: null,
    // "Try it out" sends to this gateway only; every accepted send reaches a handset.
    supportedSubmitMethods: ['get', 'post'],
  });
}

// Relative to the page, so it names the gateway's own `/api/v2/openapi.json` under whatever base
// address the gateway is reached at.
fetch('openapi.json')
  .then((response) => {
    if (!response.ok) throw new Error(`openapi.json answered ${response.status}`);
    return response.json();
  })
  .then(render)
  .catch((error) => {
    docs.textContent = `The API description could not be loaded: ${error.message}`;
  });
