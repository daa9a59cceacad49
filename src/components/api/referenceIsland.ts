import type {Environment} from '@site/src/api/apis';
import type {ApiId} from '@site/src/api/schema';

/** Id of the static block that holds an API page's routes and types (see ApiReference.client.tsx). */
export function referenceIsland(api: ApiId, environment: Environment): string {
  return `api-reference-${api}-${environment}`;
}
