import type {Environment} from '@site/src/api/apis';
import type {ApiId} from '@site/src/api/schema';

/** Id of the static block that holds an API's types (see ApiReference.client.tsx). */
export function typesIsland(api: ApiId): string {
  return `api-types-${api}`;
}

/** Id of the static block that holds an API page's routes (see ApiReference.client.tsx). */
export function referenceIsland(api: ApiId, environment: Environment, group?: string): string {
  return `api-reference-${api}-${environment}${group ? `-${group}` : ''}`;
}
