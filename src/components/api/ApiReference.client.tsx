import StaticIsland from '@site/src/components/StaticIsland';
import type {Environment} from '@site/src/api/apis';
import type {ApiId} from '@site/src/api/schema';
import {referenceIsland, typesIsland} from './referenceIsland';

/**
 * What the browser bundle holds of an API page's routes: the island that
 * keeps the prerendered HTML. The api-reference plugin swaps this module in
 * for ApiReference.tsx in production client builds, so the routes, schemas,
 * examples, code samples and types reach the browser once, as HTML, and React never
 * hydrates them.
 */
export default function ApiReference({
  api,
  environment,
  group,
}: {
  api: ApiId;
  environment: Environment;
  group?: string;
}) {
  return (
    <StaticIsland
      id={referenceIsland(api, environment, group)}
      subject="The routes of this page"
      className="api-reference"
    />
  );
}

/** The same for an API's types page. */
export function ApiTypes({api}: {api: ApiId}) {
  return <StaticIsland id={typesIsland(api)} subject="The types of this page" className="api-reference" />;
}
