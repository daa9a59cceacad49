import {APIS, ENVIRONMENTS} from './apis';
import {REMOVED_SLUG, referenceView, type ReferenceView} from './referenceView';
import {SOURCE_RELEASE} from './sourceFacts';
import {API_IDS} from './vocabulary';

/**
 * The pages of the API reference's route groups, as MDX files: one per group
 * of routes the source tags together, and one for the removed routes, under
 * each API's environment page (docs/apis/{api}/{mainnet|sandbox}/{group}.mdx).
 * Each file only places the group's routes (<ApiReference group>); the files
 * are written by `npm run api:pages` and a test fails when they and the
 * source's groups differ, so a new group never goes without its page.
 */

export interface GroupPage {
  /** Path from the site's root: docs/apis/…/….mdx. */
  file: string;
  text: string;
}

function quoted(text: string): string {
  return JSON.stringify(text);
}

function page(view: ReferenceView, slug: string, name: string, position: number, description: string): GroupPage {
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

/** Every group page of every API with routes in the source. */
export function groupPages(): GroupPage[] {
  return API_IDS.flatMap((api) =>
    ENVIRONMENTS.flatMap((environment) => {
      const view = referenceView(api, environment);
      if (view.groups.length === 0 && view.removed.length === 0) return [];
      return [
        ...view.groups.map((group, index) =>
          page(
            view,
            group.slug,
            group.name,
            index + 1,
            `${group.name}: ${group.routes.length} route${group.routes.length === 1 ? '' : 's'} of ${APIS[api].title} on ${environment}, each with its parameters, bodies, errors, code and history (${SOURCE_RELEASE}).`,
          ),
        ),
        ...(view.removed.length > 0
          ? [
              page(
                view,
                REMOVED_SLUG,
                'Removed routes',
                view.groups.length + 1,
                `The ${view.removed.length} routes of ${APIS[api].title} that releases removed since v2024.3-eclipse, each with the release that did.`,
              ),
            ]
          : []),
      ];
    }),
  );
}
