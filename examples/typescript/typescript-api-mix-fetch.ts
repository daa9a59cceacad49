// The exports of @nymproject/mix-fetch at work: a body-decoding map built on
// the defaults, a shared instance from createMixFetch, requests, shutdown.
import {
  createMixFetch,
  disconnectMixFetch,
  ResponseBodyConfigMapDefaults,
  type IMixFetch,
  type ResponseBodyConfigMap,
  type ResponseBodyMethod,
  type SetupMixFetchOps,
} from '@nymproject/mix-fetch-full-fat';

// Start from the defaults and add two rules: CSV is text, PDF is read as bytes.
// Responses without a Content-Type header are read with `fallback`.
const fallback: ResponseBodyMethod = 'uint8array';
const bodies: ResponseBodyConfigMap = {
  ...ResponseBodyConfigMapDefaults,
  text: [...(ResponseBodyConfigMapDefaults.text ?? []), 'text/csv', /^text\/csv;/],
  uint8array: [...(ResponseBodyConfigMapDefaults.uint8array ?? []), 'application/pdf'],
  fallback,
};

const setup: SetupMixFetchOps = {
  clientId: 'api-reference-mix-fetch',
  forceTls: true,
  mixFetchOverride: {requestTimeoutMs: 45_000},
  responseBodyConfigMap: bodies,
};

// The first call creates the page-wide instance with these settings; any later
// call (and every mixFetch call) returns that same instance.
const nymHttp: IMixFetch = await createMixFetch(setup);

// The instance's mixFetch has the shape of fetch: URL, init, a Response back.
const csv = await nymHttp.mixFetch('https://example.com/rates.csv', {method: 'GET'});
if (!csv.ok) throw new Error(`rates: HTTP ${csv.status} ${csv.statusText}`);
const rows = (await csv.text()).split('\n').map((line) => line.split(','));
console.log(`${rows.length} rows, served as ${csv.headers.get('content-type') ?? 'unknown type'}`);

const upload = await nymHttp.mixFetch('https://example.com/api/notes', {
  method: 'POST',
  headers: {'Content-Type': 'application/json'},
  body: JSON.stringify({text: 'sent through the mixnet'}),
});
console.log('stored:', upload.status);

// Close the connection to the gateway when the page is done with the mixnet.
export const hangUp = (): Promise<void> => disconnectMixFetch();
