import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {JsonSchema} from '@site/src/api/responseSchemas';
import type {ReferenceView, RouteView} from '@site/src/api/referenceView';
import AnchorHeading from '../AnchorHeading';
import ParserYieldPoint from '../ParserYieldPoint';
import {Parameters} from './parameters';
import {History, Mentions, RouteStatus, Successor} from './provenance';
import {Responses, Samples} from './responses';
import {Body, Example} from './schemas';
import {joined, sentence} from './sentence';
import TryIt from './TryIt';

/**
 * One route in full: its heading and anchors, where it is mounted, its past, its parameters, its request and
 * responses, code samples and the try-it console.
 */

export default function RouteEntry({
  route,
  view,
  types,
}: {
  route: RouteView;
  view: ReferenceView;
  types: Map<string, JsonSchema>;
}) {
  const shown = route.publicPath ?? route.path;
  // SPEC's names for the route are anchors too (links from the changelog use them); the heading registers
  // its own id, and these are registered here.
  const brokenLinks = useBrokenLinks();
  for (const alias of route.aliases) brokenLinks.collectAnchor(alias);
  return (
    // Not a labelled region: a page of 36 to 132 routes would list as many landmarks; its headings lead to each.
    <section className="api-endpoint" data-status={route.status}>
      {route.aliases.map((alias) => (
        <span key={alias} id={alias} />
      ))}
      <AnchorHeading as="h3" id={route.anchor}>
        <span className="api-endpoint__method">{route.method}</span> <code>{shown}</code>
      </AnchorHeading>
      <p>
        <RouteStatus route={route} />
        {` ${route.summary}`}
      </p>
      {route.named.length > 0 ? (
        <p>
          {sentence(
            'SPEC and the release notes name it ',
            joined(route.named, (name) => (name.startsWith('/') ? <code>{name}</code> : `“${name}”`)),
            '.',
          )}
        </p>
      ) : null}
      <p>
        {sentence(
          route.status === 'removed' ? 'Was mounted as ' : 'Mounted as ',
          <code>{`${route.method} ${route.path}`}</code>,
          route.publicPath ? [' (public path ', <code>{route.publicPath}</code>, ')'] : null,
          ' in ',
          <Link
            href={route.source.url}
          >{`${route.source.file}${route.source.line ? `:${route.source.line}` : ''}`}</Link>,
          route.source.lastRelease ? ` at ${route.source.lastRelease}, the last release that had it` : null,
          '.',
          route.returned ? [' Its handler answered with ', <code>{route.returned}</code>, '.'] : null,
        )}
      </p>
      <Successor route={route} />
      {route.notes.length > 0 ? (
        <ul>
          {route.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <History route={route} />
      <Mentions route={route} />
      <Parameters route={route} />
      {route.security.length > 0 ? (
        <p>
          <strong>Authorisation:</strong> a bearer token (<code>Authorization: Bearer &lt;TOKEN&gt;</code>).
        </p>
      ) : null}
      {route.requestBody ? (
        <>
          <AnchorHeading as="h4" id={`${route.anchor}-request`}>
            Request body
          </AnchorHeading>
          <Body schema={route.requestBody.schema} label={`Body (${route.requestBody.contentType})`} types={types} />
          {route.requestBody.example !== undefined ? (
            <Example value={route.requestBody.example} summary="Example request body" />
          ) : null}
        </>
      ) : null}
      <Responses route={route} types={types} />
      <Samples route={route} />
      <TryIt route={route} />
      {route.status !== 'removed' && view.base === '' ? (
        <p>No public host to call it on: see the hosts above.</p>
      ) : null}
      <ParserYieldPoint />
    </section>
  );
}
