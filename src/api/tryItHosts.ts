import {ENVIRONMENTS} from './apis';
import {TRY_IT_APIS} from './referenceView';
import {SERVICE_OF} from './services';
import {serversOf} from './servers';

/**
 * The origins the try-it consoles send requests to: the first host the
 * source gives each try-it API on each network (the one the consoles use),
 * and nothing else. The Content-Security-Policy's connect-src opens exactly
 * these.
 */
export function tryItOrigins(): string[] {
  return [
    ...new Set(
      TRY_IT_APIS.flatMap((api) =>
        ENVIRONMENTS.flatMap((environment) => serversOf(SERVICE_OF[api], environment).slice(0, 1)),
      ).map((server) => new URL(server.url).origin),
    ),
  ];
}
