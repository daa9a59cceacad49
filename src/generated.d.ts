// Modules written by the api-reference plugin at build time.
declare module '@generated/api-reference/default/endpoint-mentions.json' {
  const mentions: Record<string, {anchor: string; title: string; release: string; heading: string}[]>;
  export default mentions;
}

declare module '@generated/api-reference/default/reference.json' {
  const views: unknown;
  export default views;
}

declare module '@generated/api-reference/default/registry.json' {
  const registry: unknown;
  export default registry;
}
