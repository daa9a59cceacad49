import StaticIsland from '@site/src/components/StaticIsland';
import type {Environment} from '@site/src/api/apis';
import type {ApiId} from '@site/src/api/schema';
import {referenceIsland} from './referenceIsland';
// The browser bundle holds this island in place of ApiReference.tsx: its stylesheet comes in with it.
import './ApiReference.css';

/**
 * What the browser bundle holds of an API page's routes: the island that
 * keeps the prerendered HTML. The api-reference plugin swaps this module in
 * for ApiReference.tsx in production client builds, so the routes, schemas,
 * examples, code samples and types reach the browser once, as HTML, and React never
 * hydrates them.
 */
export default function ApiReference({api, environment}: {api: ApiId; environment: Environment}) {
  return (
    <StaticIsland id={referenceIsland(api, environment)} subject="The routes of this page" className="api-reference" />
  );
}
