import {APIS, ENVIRONMENTS} from './apis';
import {REMOVED_SLUG, referenceView, type ReferenceView} from './referenceView';
import {SOURCE_RELEASE} from './sourceFacts';
import {API_IDS} from './vocabulary';

/**
 * The pages of the API reference's route groups, as MDX files: one per group
 * of routes the source tags together (or several, for a long group: see
 * ROUTES_PER_PAGE), and one for the removed routes, under
 * each API's environment page (docs/apis/{api}/{mainnet|sandbox}/{group}.mdx).
 * Each file only places the group's routes (<ApiReference group>); the files
 * are written by `npm run api:pages` and a test fails when they and the
 * source's groups differ, so a new group never goes without its page.
 */

export interface GroupPageFile {
  /** Path from the site's root: docs/apis/…/….mdx. */
  file: string;
  text: string;
}

function quoted(text: string): string {
  return JSON.stringify(text);
}

function page(view: ReferenceView, slug: string, name: string, position: number, description: string): GroupPageFile {
  const title = `${APIS[view.api].title}, ${view.environment}: ${name}`;
  return {
    file: `docs/apis/${view.api}/${view.environment}/${slug}.mdx`,
    text: [
      '---',
      `title: ${quoted(title)}`,
      `sidebar_label: ${quoted(name)}`,
      `sidebar_position: ${position}`,
      `description: ${quoted(description)}`,
      '---',
      '',
      '{/* Written by npm run api:pages from the source facts (src/api/groupPages.ts): edit that, not this file. */}',
      '',
      "import {ApiReference} from '@site/src/components/api';",
      '',
      `<ApiReference api="${view.api}" environment="${view.environment}" group="${slug}" />`,
      '',
    ].join('\n'),
  };
}

function routeCount(count: number): string {
  return `${count} route${count === 1 ? '' : 's'}`;
}

/** Every group page of every API with routes in the source. */
export function groupPages(): GroupPageFile[] {
  return API_IDS.flatMap((api) =>
    ENVIRONMENTS.flatMap((environment) => {
      const view = referenceView(api, environment);
      if (view.groups.length === 0 && view.removed.length === 0) return [];
      return [
        ...view.groups
          .flatMap((group) =>
            group.pages.map((part) => ({
              slug: part.slug,
              name: group.pages.length > 1 ? `${group.name} (${part.part} of ${group.pages.length})` : group.name,
              description: `${group.name}: ${
                group.pages.length > 1
                  ? `${routeCount(part.routes.length)} of the group’s ${group.routes.length}`
                  : routeCount(group.routes.length)
              } of ${APIS[api].title} on ${environment}, each with its parameters, bodies, errors, code and history (${SOURCE_RELEASE}).`,
            })),
          )
          .map((part, index) => page(view, part.slug, part.name, index + 1, part.description)),
        ...(view.removed.length > 0
          ? [
              page(
                view,
                REMOVED_SLUG,
                'Removed routes',
                view.groups.reduce((count, group) => count + group.pages.length, 0) + 1,
                `The ${view.removed.length} routes of ${APIS[api].title} that releases removed since v2024.3-eclipse, each with the release that did.`,
              ),
            ]
          : []),
      ];
    }),
  );
}
