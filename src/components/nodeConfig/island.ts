/** The parts of the configuration reference, each a static island of its own. */
export type ConfigReferencePart = 'keys' | 'commands' | 'removed' | 'sections' | 'guide-flags';

/** Id of the static block that holds one part of the configuration reference. */
export function configReferenceIsland(part: ConfigReferencePart): string {
  return `config-reference-${part}`;
}
