// A page that starts mixFetch on demand, fetches one URL, then several at
// once, and keeps a timestamped log of what happened. It expects this HTML:
//   <button id="connect">Connect</button>
//   <input id="target" value="https://nym.com/favicon.svg" />
//   <button id="one">Fetch once</button> <button id="many">Fetch five at once</button>
//   <pre id="log"></pre>
import {createMixFetch, type IMixFetch} from '@nymproject/mix-fetch-full-fat';
import {mixFetchSettings} from './typescript-mix-fetch-options';

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const logPanel = element<HTMLPreElement>('log');

function log(line: string): void {
  logPanel.textContent += `${new Date().toISOString().slice(11, 23)}  ${line}\n`;
}

// Keep the promise, not its result: five parallel clicks before the client is
// ready must all wait for the same start, not each start a client of its own.
let session: Promise<IMixFetch> | undefined;

function connect(): Promise<IMixFetch> {
  if (!session) {
    log('starting the mixnet client (this takes a few seconds)…');
    const started = performance.now();
    session = createMixFetch(mixFetchSettings).then((ready) => {
      log(`ready after ${Math.round(performance.now() - started)} ms`);
      return ready;
    });
    // A failed start may be retried with the next click.
    session.catch(() => {
      session = undefined;
    });
  }
  return session;
}

async function fetchOnce(url: string): Promise<void> {
  const {mixFetch} = await connect();
  const started = performance.now();
  const response = await mixFetch(url, {mode: 'cors'});
  const body = await response.text();
  log(`${response.status} ${url}: ${body.length} characters in ${Math.round(performance.now() - started)} ms`);
}

async function fetchMany(url: string, count: number): Promise<void> {
  // Up to 10 requests to one host travel at the same time; more wait their turn.
  const results = await Promise.allSettled(Array.from({length: count}, () => fetchOnce(url)));
  const failed = results.filter((result) => result.status === 'rejected');
  log(`${count - failed.length} of ${count} parallel requests succeeded`);
  for (const failure of failed) log(`  failed: ${String(failure.reason)}`);
}

const target = () => element<HTMLInputElement>('target').value.trim();
element('connect').addEventListener('click', () => void connect().catch((error) => log(`error: ${error}`)));
element('one').addEventListener('click', () => void fetchOnce(target()).catch((error) => log(`error: ${error}`)));
element('many').addEventListener('click', () => void fetchMany(target(), 5).catch((error) => log(`error: ${error}`)));
