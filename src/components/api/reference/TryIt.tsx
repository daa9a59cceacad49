import type {RouteView} from '@site/src/api/referenceView';
import type {TryItField} from '@site/src/client/tryItFields';
import {shown} from './sentence';

/** The try-it console's place on a route's entry; the site script builds its form in the browser. */

/**
 * The try-it console of a GET route: a closed `<details>` the site script's `<api-try-it>` element fills
 * with a form when a reader opens it (src/client/tryItConsole.ts builds it from `data-fields`). No form
 * control is in the built page: it would send nothing without JavaScript (the console is hidden then,
 * and the curl line above does the same), and Chromium examines every form control of a page when it
 * finishes parsing, a layout each, which cost a page of a hundred consoles a second of blocked main
 * thread at 4× CPU.
 */
export default function TryIt({route}: {route: RouteView}) {
  if (!route.tryIt) return null;
  const fields: TryItField[] = route.parameters.map((param) => ({
    name: param.name,
    in: param.in,
    ...(param.required ? {required: true} : {}),
    ...(param.schema.default !== undefined ? {value: shown(param.schema.default)} : {}),
  }));
  return (
    <api-try-it data-url={route.tryIt} data-fields={JSON.stringify(fields)}>
      {/* Hidden when JavaScript is off (.js-only): it sends from the browser; the curl above, from a terminal. */}
      <details className="api-try-it js-only">
        <summary>Try it from your browser</summary>
      </details>
    </api-try-it>
  );
}
