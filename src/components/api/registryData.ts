import data from '@generated/api-reference/default/registry.json';
import mentions from '@generated/api-reference/default/endpoint-mentions.json';
import type {Endpoint, PathlessEndpoint} from '@site/src/api/schema';
import type {EndpointMention, RegistryData} from '@site/src/plugins/api-reference';

/**
 * The API registry as the build validated it (src/plugins/api-reference.ts):
 * plain data for the pages, so the browser never loads the validator.
 */
export const REGISTRY = data as RegistryData;

/** Changelog items that name each endpoint path. */
export const MENTIONS = mentions as Record<string, EndpointMention[]>;

const LABELS = new Map(REGISTRY.releases.map((release) => [release.slug, release.label]));

/** The release as readers know it (v2025.10-brie) rather than its anchor (v202510-brie). */
export function releaseLabel(slug: string): string {
  return LABELS.get(slug) ?? slug;
}

/** Where an entry lives: the API's page for the environment, at the entry's anchor. */
export function entryHref(
  entry: Pick<Endpoint | PathlessEndpoint, 'api' | 'id'>,
  environment: 'mainnet' | 'sandbox' = 'mainnet',
): string {
  return `/apis/${entry.api}/${environment}#${entry.id}`;
}
