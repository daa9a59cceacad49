// Try mixFetch by hand: type a URL, press Send, read the answer. It expects
//   <form id="try"><input name="url" value="https://nym.com/robots.txt" /><button>Send</button></form>
//   <p id="status"></p> <pre id="answer"></pre>
import {mixFetch} from '@nymproject/mix-fetch-full-fat';

const form = document.getElementById('try') as HTMLFormElement;
const status = document.getElementById('status') as HTMLParagraphElement;
const answer = document.getElementById('answer') as HTMLPreElement;

async function send(): Promise<void> {
  const url = (form.elements.namedItem('url') as HTMLInputElement).value.trim();
  status.textContent = 'Sending through the mixnet…';
  answer.textContent = '';
  try {
    // Same call shape as window.fetch(); the first call also starts the client.
    const response = await mixFetch(url, {method: 'GET'});
    status.textContent = `${response.status} ${response.statusText} (${response.headers.get('content-type') ?? 'no type'})`;
    answer.textContent = (await response.text()).slice(0, 4000);
  } catch (error) {
    status.textContent = `Failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void send();
});
