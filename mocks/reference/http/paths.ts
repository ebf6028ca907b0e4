/** Where the reference mounts what is not the public API. */
export const controlPrefix = '/__harness';
export const webhookPath = '/__upstream/webhooks';
